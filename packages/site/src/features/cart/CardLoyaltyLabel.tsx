import { loyaltyDiscountLabel } from "@optika/domain/commerce";
import { Badge } from "@optika/ui";
import { useShopper } from "../shopper/use-shopper.ts";

function voucherAmounts(vouchers: readonly unknown[]): { amount: number }[] {
  return vouchers.flatMap((voucher) => {
    if (typeof voucher !== "object" || voucher === null) return [];
    const amount = Number((voucher as { amount?: unknown }).amount);
    return Number.isFinite(amount) ? [{ amount }] : [];
  });
}

/**
 * The loyalty slot of a card (spec §2): 'Вам доступна скидка 300/500 рублей' on ACUVUE products
 * when the shopper's MyACUVUE profile holds such a voucher; nothing otherwise (and on the server:
 * the profile is the shopper's, loaded after hydration).
 */
export function CardLoyaltyLabel({ brandName }: { brandName: string | null }) {
  const { loyaltyProfile } = useShopper();
  const label = loyaltyDiscountLabel(
    brandName,
    loyaltyProfile ? { discountVouchers: voucherAmounts(loyaltyProfile.discount_vouchers) } : null,
  );
  return label ? (
    <Badge tone="brand" data-loyalty-label="">
      {label}
    </Badge>
  ) : null;
}
