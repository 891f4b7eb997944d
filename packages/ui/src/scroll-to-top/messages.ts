export const messages = {
  label: "Наверх",
};
