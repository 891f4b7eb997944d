export const messages = {
  label: "Загрузка страницы",
};
