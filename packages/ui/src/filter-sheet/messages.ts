export const messages = {
  open: "Фильтры",
  title: "Фильтры",
  active: (n: number) => `, выбрано: ${n}`,
  close: "Закрыть фильтры",
  reset: "Сбросить",
};
