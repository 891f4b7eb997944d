export const moneyMessages = {
  perLens: (price: string) => `${price} за линзу`,
  free: "Бесплатно",
} as const;
