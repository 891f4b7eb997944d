/** Texts of the cart (spec §8 error catalogue; the page's own texts). */
export const cartMessages = {
  added: "Товар добавлен в корзину",
  addFailed: "Ошибка при добавлении товара в корзину",
  quantityFailed: "Ошибка изменения количества товара в корзине. Попробуйте позже.",
  removeFailed: "Ошибка удаления товара из корзины. Попробуйте позже.",
  addToCart: "В корзину",
  buy: "Купить",
  decrease: "Уменьшить количество",
  increase: "Увеличить количество",
  quantity: "Количество",
  inCart: (n: number) => `В корзине: ${n} шт.`,
  home: "Главная",
  title: "Корзина",
  remove: "Удалить",
  removeLine: (name: string) => `Удалить «${name}» из корзины`,
  checkout: "Оформить заказ",
  total: "Итого",
  goods: "Товары",
  bonusesToAccrue: "Будет начислено",
  emptyTitle: "В корзине пока пусто",
  emptyText: "Выберите линзы или очки в каталоге и нажмите «В корзину» — товары появятся здесь.",
  unitPrice: "Цена за шт.",
  maxReached: (n: number) => `Больше ${n} шт. заказать нельзя`,
  itemsCount: (n: number, form: string) => `${n} ${form}`,
  description: "Товары, выбранные для заказа: параметры для каждого глаза, количество и сумма.",
  notAvailableTitle: "Товара нет в наличии",
  notAvailableText:
    "Этот товар сейчас недоступен для заказа. Оставьте заявку — мы подберём его или аналог и перезвоним.",
  notAvailableLink: "Оставить заявку",
  close: "Закрыть",
} as const;

/** Russian labels of a modification's option groups by their code; else the group's own name. */
export const VARIANT_LABELS: Readonly<Record<string, string>> = {
  sphere: "Оптическая сила (Сфера)",
  power: "Оптическая сила (Сфера)",
  base_curve: "Радиус кривизны",
  cylinder: "Цилиндр",
  axis: "Ось",
  addition: "Аддидация",
  color: "Цвет",
  colour: "Цвет",
  items_in_pack: "Линз в упаковке",
  bundles: "Комплект",
  size: "Размер",
};

/** The eye of a lens line (`options.eye` as quick-buy sends it). */
export const EYE_LABELS: Readonly<Record<string, string>> = {
  right: "Правый глаз",
  left: "Левый глаз",
  both: "Оба глаза",
};
