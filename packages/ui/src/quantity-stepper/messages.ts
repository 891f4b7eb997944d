export const messages = {
  decrease: "Уменьшить количество",
  increase: "Увеличить количество",
  quantity: "Количество",
  /** the decrease button when it removes the item (the value is 1) */
  remove: "Убрать из корзины",
} as const;
