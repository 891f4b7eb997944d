export const messages = {
  current: "Цена:",
  old: "Старая цена:",
};
