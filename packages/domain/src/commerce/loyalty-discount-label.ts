import { commerceMessages } from "./messages.ts";

/** The loyalty programme's brand. */
export const LOYALTY_BRAND = "ACUVUE";
export const LOYALTY_DISCOUNT_AMOUNTS_RUB = [500, 300] as const;

export type TLoyaltyProfile = {
  readonly discountVouchers: readonly { readonly amount: number }[];
};

/**
 * 'Вам доступна скидка 300/500 рублей' on ACUVUE products only, for a shopper whose MyACUVUE
 * profile holds a 300- or 500-rub voucher (the larger one wins); null otherwise.
 */
export function loyaltyDiscountLabel(
  brandName: string | null | undefined,
  profile: TLoyaltyProfile | null | undefined,
): string | null {
  if (!profile || brandName?.trim().toUpperCase() !== LOYALTY_BRAND) return null;
  const amount = LOYALTY_DISCOUNT_AMOUNTS_RUB.find((value) =>
    profile.discountVouchers.some((v) => v.amount === value),
  );
  return amount ? commerceMessages.loyaltyDiscount(amount) : null;
}
