export const searchMessages = {
  placeholder: "Поиск",
  allResults: "Все результаты",
  showMore: "Показать еще",
} as const;
