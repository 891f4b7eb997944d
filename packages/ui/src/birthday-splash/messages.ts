export const birthdaySplashMessages = {
  title: "Нам 30 лет!",
  text: "Спасибо, что выбираете нас",
  close: "Закрыть заставку",
} as const;
