/**
 * The global notification API other features call: `notify(text, kind)` for a toast,
 * `showNotification(...)` for the notification modal, `showSuggestionSent(...)` for the
 * suggestion-sent variant. Calls before the shell mounts are queued; the shell's host loads the
 * toast and modal code on first use (React.lazy) and shows them.
 */

export type TNotifyKind = "success" | "error" | "info";

export interface IToastRequest {
  id: number;
  text: string;
  kind: TNotifyKind;
}

export interface INotificationRequest {
  /** 'error' or any other type (spec §2 Modals). */
  type: "error" | "other";
  /** HTML; sanitised before it is shown. */
  message: string;
  title?: string;
  buttonLink?: string;
  /** Default 'Закрыть'. */
  buttonText?: string;
}

export interface ISuggestionSentRequest {
  type: "okay" | "cool";
  title?: string;
  message?: string;
}

export type TModalRequest =
  | ({ variant: "notification" } & INotificationRequest)
  | ({ variant: "suggestion-sent" } & ISuggestionSentRequest);

interface INotificationsState {
  /** toasts not yet handed to the toaster */
  toasts: IToastRequest[];
  /** true from the first toast on: the toaster stays mounted */
  hasToaster: boolean;
  modal: TModalRequest | null;
}

let state: INotificationsState = { toasts: [], hasToaster: false, modal: null };
let nextId = 1;
const listeners = new Set<() => void>();

function set(next: INotificationsState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const notificationsStore = {
  get: (): INotificationsState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** The toaster took these toasts. */
  taken(ids: number[]): void {
    set({ ...state, toasts: state.toasts.filter((toast) => !ids.includes(toast.id)) });
  },
  closeModal(): void {
    set({ ...state, modal: null });
  },
  /** Tests only. */
  reset(): void {
    state = { toasts: [], hasToaster: false, modal: null };
  },
};

/** A toast (3000 ms, top right). */
export function notify(text: string, kind: TNotifyKind = "info"): void {
  set({ ...state, hasToaster: true, toasts: [...state.toasts, { id: nextId++, text, kind }] });
}

/** The notification modal; a newer one replaces the one open. */
export function showNotification(request: INotificationRequest): void {
  set({ ...state, modal: { variant: "notification", ...request } });
}

/** The suggestion-sent notification (okay or cool). */
export function showSuggestionSent(request: ISuggestionSentRequest): void {
  set({ ...state, modal: { variant: "suggestion-sent", ...request } });
}
