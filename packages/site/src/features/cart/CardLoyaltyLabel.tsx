import { loyaltyDiscountLabel } from "@optika/domain/commerce";
import { Badge } from "@optika/ui";
import { useCardShopper } from "../catalog/card-shopper-state.tsx";
import type { ILoyaltyProfile } from "../shopper/shopper-api.ts";
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
function LoyaltyLabel({
  brandName,
  loyaltyProfile,
}: {
  brandName: string | null;
  loyaltyProfile: ILoyaltyProfile | null;
}) {
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

/** The label on a card of a list (the profile from `CardShopperProvider`). */
export function CardLoyaltyLabel({ brandName }: { brandName: string | null }) {
  return <LoyaltyLabel brandName={brandName} loyaltyProfile={useCardShopper().loyaltyProfile} />;
}

/** The label on a product page (the profile from the shopper's store). */
export function ProductLoyaltyLabel({ brandName }: { brandName: string | null }) {
  return <LoyaltyLabel brandName={brandName} loyaltyProfile={useShopper().loyaltyProfile} />;
}
