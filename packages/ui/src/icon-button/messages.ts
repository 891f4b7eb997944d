export const messages = {
  /** Appended to the button's name for screen readers: 'Корзина (3)'. */
  count: (n: number) => ` (${n})`,
};
