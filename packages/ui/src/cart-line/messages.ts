export const messages = {
  remove: "Удалить",
  removeLine: (name: string) => `Удалить из корзины: ${name}`,
  unitPrice: "Цена за шт.",
  lineTotal: "Сумма",
  parameters: "Параметры",
} as const;
