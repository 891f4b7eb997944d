export const moneyMessages = {
  perLens: (price: string) => `${price} за линзу`,
} as const;
