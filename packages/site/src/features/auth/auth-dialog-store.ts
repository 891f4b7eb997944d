import { useSyncExternalStore } from "react";

/**
 * Which sign-in dialog is open (spec §2 Modals): the phone popup, the password dialogs, or the
 * MyACUVUE sign-in (its own lazy chunk inside the dialogs' chunk).
 */
export type TAuthView = "phone" | "login" | "registration" | "requestPassword" | "loyalty";

/**
 * After signing in (spec §4): go to a local path (`/profile` from the header's icon; the remembered
 * page on `/authorization`) or reload this page (a page that changes for a signed-in shopper).
 */
export type TAfterSignIn = { go: string } | "reload";

export interface IAuthDialogState {
  /** the dialog shown (kept while it closes, so its content does not flip) */
  view: TAuthView;
  isOpen: boolean;
  /** the phone carried between the dialogs (masked) */
  phone: string;
  afterSignIn: TAfterSignIn;
  /** true once any dialog was opened: the lazy chunk is loaded from then on */
  hasOpened: boolean;
}

const INITIAL: IAuthDialogState = {
  view: "phone",
  isOpen: false,
  phone: "",
  afterSignIn: { go: "/profile" },
  hasOpened: false,
};

// A few lines of external store instead of a state library: the shell carries this on every page,
// and the dialogs themselves arrive in a lazy chunk.
let state = INITIAL;
const listeners = new Set<() => void>();

function set(patch: Partial<IAuthDialogState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const authDialogStore = {
  get: (): IAuthDialogState => state,
  subscribe,
  open(view: TAuthView, o: { phone?: string; afterSignIn?: TAfterSignIn } = {}): void {
    set({
      view,
      isOpen: true,
      hasOpened: true,
      phone: o.phone ?? state.phone,
      afterSignIn: o.afterSignIn ?? state.afterSignIn,
    });
  },
  close(): void {
    set({ isOpen: false });
  },
  /** Tests only. */
  reset(): void {
    state = INITIAL;
  },
};

/** The sign-in dialogs' state in a component (the server renders them closed). */
export function useAuthDialogState(): IAuthDialogState {
  return useSyncExternalStore(subscribe, authDialogStore.get, () => INITIAL);
}

/** Opens the phone sign-in ('Личный кабинет'), e.g. from the header's profile icon. */
export function openSignIn(o?: { afterSignIn?: TAfterSignIn }): void {
  authDialogStore.open("phone", o);
}

/** Opens the MyACUVUE sign-in (after it: a reload on the cart, else `/profile/my-acuvue`). */
export function openLoyaltySignIn(): void {
  authDialogStore.open("loyalty");
}
