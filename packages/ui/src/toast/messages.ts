export const toastMessages = {
  /** The region sonner renders the toasts in. */
  region: "Уведомления",
} as const;
