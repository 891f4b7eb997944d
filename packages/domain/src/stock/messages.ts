export const stockMessages = {
  pickup: (date: string) => `Самовывоз с ${date}`,
  courier: (date: string) => `Доставка курьером с ${date}`,
  customPeriod: (date: string) => `Под заказ, срок до ${date}`,
  outOfStockRequest: "Оставить заявку",
} as const;
