export const catalogMessages = {
  catalog: "Каталог",
  home: "Главная",
  catalogTitle: "Каталог товаров",
  catalogDescription:
    "Контактные линзы, оправы, солнцезащитные очки, средства ухода и подарочные сертификаты: выбирайте по фильтрам, забирайте в салоне или заказывайте доставку.",
  sortLabel: "Сортировка",
  sort: {
    popular: "Популярные",
    price_asc: "Сначала дешевле",
    price_desc: "Сначала дороже",
    new: "Новинки",
  },
  filters: "Фильтры",
  selectedFilters: "Выбранные фильтры",
  resetFilters: "Сбросить все",
  showProducts: (count: string, word: string) => `Показать ${count} ${word}`,
  showProductsCounting: "Считаем товары…",
  productsCount: ["товар", "товара", "товаров"] as const,
  empty: "По выбранным фильтрам товаров нет. Попробуйте убрать часть фильтров.",
  listingDescription: (name: string, total: string) =>
    `${name}: ${total} в каталоге с ценами, наличием в салонах вашего города и доставкой.`,
  productsIn: (name: string) => `Товары: ${name}`,
  categoryCount: (count: string) => count,
} as const;
