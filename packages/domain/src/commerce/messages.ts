/** Plural forms of "бонус" for `pluralRu`. */
export const BONUS_FORMS = ["бонус", "бонуса", "бонусов"] as const;

export const commerceMessages = {
  loyaltyDiscount: (amountRub: 300 | 500) => `Вам доступна скидка ${amountRub} рублей`,
} as const;
