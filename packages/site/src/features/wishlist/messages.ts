/** Texts of the wishlist. */
export const wishlistMessages = {
  title: "Избранное",
  add: "Добавить в избранное",
  remove: "Убрать из избранного",
  failed: "Возникла ошибка, попробуйте перезагрузить страницу",
  emptyTitle: "В избранном пока ничего нет",
  emptyText: "Нажмите на сердечко на карточке товара, чтобы сохранить его здесь и вернуться к нему позже.",
  lensesCatalog: "Каталог линз",
  glassesCatalog: "Очки и оправы",
  removeFromList: "Удалить",
} as const;
