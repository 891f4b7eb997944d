import { loyaltyDiscountLabel } from "@optika/domain/commerce";
import { Badge } from "@optika/ui";
import { useShopper } from "../shopper/use-shopper.ts";

/** The amounts of the vouchers the member can still use (active ones). */
export function activeVoucherAmounts(vouchers: readonly unknown[]): { amount: number }[] {
  return vouchers.flatMap((voucher) => {
    if (typeof voucher !== "object" || voucher === null) return [];
    const { amount, state } = voucher as { amount?: unknown; state?: unknown };
    if (state !== undefined && state !== "active") return [];
    const value = Number(amount);
    return Number.isFinite(value) ? [{ amount: value }] : [];
  });
}

/**
 * The loyalty slot of a card (spec §2): 'Вам доступна скидка 300/500 рублей' on ACUVUE products
 * when the shopper's MyACUVUE profile holds such an active voucher; nothing otherwise (and on the server:
 * the profile is the shopper's, loaded after hydration).
 */
export function CardLoyaltyLabel({ brandName }: { brandName: string | null }) {
  const { loyaltyProfile } = useShopper();
  const label = loyaltyDiscountLabel(
    brandName,
    loyaltyProfile ? { discountVouchers: activeVoucherAmounts(loyaltyProfile.discount_vouchers) } : null,
  );
  return label ? (
    <Badge tone="brand" data-loyalty-label="">
      {label}
    </Badge>
  ) : null;
}
