export const notificationMessages = {
  /** spec §2 Modals: the button's default text */
  close: "Закрыть",
  closeIcon: "Закрыть уведомление",
  errorTitle: "Ошибка",
  otherTitle: "Уведомление",
  /** the suggestion-sent notification's default thanks text (the spec names it without the words) */
  thanks: "Спасибо!",
} as const;
