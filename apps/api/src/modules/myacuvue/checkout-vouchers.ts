import type { TCart, TCheckoutVouchers } from "@optika/api-contract";
import { isLoyaltyBrand, loyaltyVoucherDiscount, loyaltyVoucherState } from "@optika/domain/commerce";
import type { TAppDeps } from "../../http/deps.ts";
import { AccountError } from "../auth/account-error.ts";
import type { TCurrentUser } from "../auth/current-user.ts";
import { findMember } from "./find-member.ts";
import { ledgerStates, productBrandNames } from "./voucher-ledger.ts";

const NONE: TCheckoutVouchers = { vouchers: [], acuvue_total: 0 };

/**
 * GET /myacuvue/checkout-vouchers: the member's active vouchers with the discount each would give
 * the cart's ACUVUE items (the largest first); nothing for a guest, a non-member, the programme off
 * or the brand's service down (checkout goes on without a voucher).
 */
export async function checkoutVouchers(
  deps: TAppDeps,
  user: TCurrentUser | null,
  cart: TCart,
): Promise<TCheckoutVouchers> {
  if (!user || cart.items.length === 0) return NONE;
  let member: Awaited<ReturnType<typeof findMember>>;
  try {
    member = await findMember(deps, user.phone);
  } catch (error) {
    if (error instanceof AccountError) return NONE;
    throw error;
  }
  if (!member || member.vouchers.length === 0) return NONE;
  const [brandNames, ledger] = await Promise.all([
    productBrandNames(
      deps.db,
      cart.items.map((i) => i.product.id),
    ),
    ledgerStates(
      deps.db,
      member.vouchers.map((v) => v.id),
    ),
  ]);
  const lines = cart.items.map((i) => ({
    brandName: brandNames.get(i.product.id) ?? null,
    lineTotal: i.line_total,
  }));
  const acuvueTotal = lines.reduce((sum, l) => (isLoyaltyBrand(l.brandName) ? sum + l.lineTotal : sum), 0);
  const today = deps.now().toISOString().slice(0, 10);
  const vouchers = member.vouchers
    .filter((v) => loyaltyVoucherState(v, ledger.get(v.id) ?? null, today) === "active")
    .map((v) => ({
      id: v.id,
      amount: v.amount,
      valid_to: v.validTo,
      discount: loyaltyVoucherDiscount(v.amount, lines),
    }))
    .filter((v) => v.discount > 0)
    .sort((a, b) => b.discount - a.discount || a.valid_to.localeCompare(b.valid_to));
  return { vouchers, acuvue_total: acuvueTotal };
}
