export const cookiePopupMessages = {
  title: "Мы используем файлы cookie",
  text: "Сайт использует файлы cookie, чтобы работать удобнее для вас. Продолжая пользоваться сайтом, вы соглашаетесь с их использованием.",
  accept: "Принять",
} as const;
