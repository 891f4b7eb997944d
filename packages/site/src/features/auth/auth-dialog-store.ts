import { create } from "zustand";

/** Which sign-in dialog is open (spec §2 Modals): the phone popup, or the password dialogs. */
export type TAuthView = "phone" | "login" | "registration" | "requestPassword";

/**
 * After signing in (spec §4): go to a local path (`/profile` from the header's icon; the remembered
 * page on `/authorization`) or reload this page (a page that changes for a signed-in shopper).
 */
export type TAfterSignIn = { go: string } | "reload";

interface IAuthDialogState {
  /** the dialog shown (kept while it closes, so its content does not flip) */
  view: TAuthView;
  isOpen: boolean;
  /** the phone carried between the dialogs (masked) */
  phone: string;
  afterSignIn: TAfterSignIn;
  /** true once any dialog was opened: the lazy chunk is loaded from then on */
  hasOpened: boolean;
  open: (view: TAuthView, o?: { phone?: string; afterSignIn?: TAfterSignIn }) => void;
  close: () => void;
}

export const useAuthDialogStore = create<IAuthDialogState>((set) => ({
  view: "phone",
  isOpen: false,
  phone: "",
  afterSignIn: { go: "/profile" },
  hasOpened: false,
  open: (view, o = {}) =>
    set((state) => ({
      view,
      isOpen: true,
      hasOpened: true,
      phone: o.phone ?? state.phone,
      afterSignIn: o.afterSignIn ?? state.afterSignIn,
    })),
  close: () => set({ isOpen: false }),
}));

/** Opens the phone sign-in ('Личный кабинет'), e.g. from the header's profile icon. */
export function openSignIn(o?: { afterSignIn?: TAfterSignIn }): void {
  useAuthDialogStore.getState().open("phone", o);
}
