import { MAX_CART_LINES } from "@optika/api-contract";

/** Russian texts of the cart's answers (the contract holds the field messages of its bodies). */
export const cartMessages = {
  productNotFound: "Товар не найден",
  modificationNotFound: "Модификация товара не найдена",
  modificationOfAnotherProduct: "Выбранная модификация не относится к этому товару",
  /** spec §5: quick-buy add without every group chosen */
  optionsRequired: "Необходимо выбрать опции товара",
  notAvailable: "Товар недоступен для заказа",
  outOfStock: "Товара нет в наличии",
  itemNotFound: "Товар в корзине не найден",
  tooManyLines: `В корзине не может быть больше ${MAX_CART_LINES} позиций`,
  stockLimit: (max: number) => `Недостаточно товара в наличии: можно заказать не больше ${max} шт.`,
} as const;
