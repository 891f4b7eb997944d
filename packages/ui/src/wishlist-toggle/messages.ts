export const messages = {
  add: "Добавить в избранное",
  remove: "Убрать из избранного",
} as const;
