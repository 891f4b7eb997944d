import { LOYALTY_BRAND } from "./loyalty-discount-label.ts";

/** Kopecks in a ruble (a voucher's amount is rubles; money in orders is kopecks). */
const KOPECKS_PER_RUBLE = 100;

/** Whether a product of this brand takes MyACUVUE vouchers (the programme's brand only). */
export function isLoyaltyBrand(brandName: string | null | undefined): boolean {
  return brandName?.trim().toUpperCase() === LOYALTY_BRAND;
}

/**
 * Kopecks a voucher of `amountRub` takes off an order: the voucher pays ACUVUE items only, so at
 * most their sum; never more than `cap` (what the other discounts left of the items).
 */
export function loyaltyVoucherDiscount(
  amountRub: number,
  lines: readonly { readonly brandName: string | null; readonly lineTotal: number }[],
  cap: number = Number.POSITIVE_INFINITY,
): number {
  const eligible = lines.reduce(
    (sum, line) => (isLoyaltyBrand(line.brandName) ? sum + line.lineTotal : sum),
    0,
  );
  return Math.max(0, Math.min(Math.trunc(amountRub) * KOPECKS_PER_RUBLE, eligible, Math.trunc(cap)));
}

export type TLoyaltyVoucherState = "active" | "reserved" | "used" | "expired";

/**
 * A voucher's state for the member (decision 0038): used when the brand's service says so or a
 * paid order took it; reserved while an unpaid order holds it; expired outside its dates
 * (`today` and the dates are YYYY-MM-DD, inclusive); active otherwise.
 */
export function loyaltyVoucherState(
  voucher: { readonly validFrom: string; readonly validTo: string; readonly usedAt: string | null },
  ledger: "reserved" | "used" | null,
  today: string,
): TLoyaltyVoucherState {
  if (voucher.usedAt !== null || ledger === "used") return "used";
  if (ledger === "reserved") return "reserved";
  if (today > voucher.validTo || today < voucher.validFrom) return "expired";
  return "active";
}
