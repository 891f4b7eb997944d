export const messages = {
  label: "Фильтры",
  showAll: (n: number) => `Показать все (${n})`,
  collapse: "Свернуть",
  count: (n: number) => `, товаров: ${n}`,
};
