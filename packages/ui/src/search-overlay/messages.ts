export const messages = {
  title: "Поиск по сайту",
  placeholder: "Поиск",
  submit: "Найти",
  close: "Закрыть поиск",
};
