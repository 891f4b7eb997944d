import type { TLoyaltyProfile } from "@optika/api-contract";
import { loyaltyVoucherState } from "@optika/domain/commerce";
import { inArray } from "drizzle-orm";
import { products } from "../../db/schema.ts";
import type { TAppDeps } from "../../http/deps.ts";
import { findMember } from "./find-member.ts";
import { ledgerStates } from "./voucher-ledger.ts";

/**
 * GET /myacuvue/me: the member's profile for this phone — the brand's fitted lenses (those the shop
 * sells, with their names and slugs) keyed by product id, and the vouchers with their state (the
 * brand's dates and uses, and the shop's ledger). Null when the phone is not a member.
 */
export async function loadLoyaltyProfile(deps: TAppDeps, phone: string): Promise<TLoyaltyProfile | null> {
  const member = await findMember(deps, phone);
  if (!member) return null;
  const fittedIds = member.fittedProducts.map((p) => p.productId).slice(0, 50);
  const [known, ledger] = await Promise.all([
    fittedIds.length === 0
      ? Promise.resolve([])
      : deps.db
          .select({ id: products.id, name: products.name, slug: products.slug })
          .from(products)
          .where(inArray(products.id, fittedIds)),
    ledgerStates(
      deps.db,
      member.vouchers.map((v) => v.id),
    ),
  ]);
  const byId = new Map(known.map((p) => [p.id, p]));
  const today = deps.now().toISOString().slice(0, 10);
  const fitted: TLoyaltyProfile["fitted_products"] = {};
  for (const p of member.fittedProducts) {
    const product = byId.get(p.productId);
    if (!product) continue;
    fitted[String(p.productId)] = {
      product_id: p.productId,
      name: product.name,
      slug: product.slug,
      bonuses: p.bonuses,
      fitted_at: p.fittedAt,
      eyes: p.eyes,
    };
  }
  return {
    phone: member.phone,
    first_name: member.firstName,
    bonus_balance: member.bonusBalance,
    fitted_products: fitted,
    discount_vouchers: member.vouchers.map((v) => ({
      id: v.id,
      amount: v.amount,
      valid_from: v.validFrom,
      valid_to: v.validTo,
      state: loyaltyVoucherState(v, ledger.get(v.id) ?? null, today),
      used_at: v.usedAt,
    })),
  };
}
