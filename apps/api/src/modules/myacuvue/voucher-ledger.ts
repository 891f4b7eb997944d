import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { brands, myAcuvueVoucherUses, products } from "../../db/schema.ts";

/**
 * The shop's ledger of MyACUVUE vouchers (decision 0038): a row per voucher an order took —
 * 'reserved' while the order is unpaid, 'used' once it is paid, 'released' when it is cancelled.
 * A partial unique index allows one live row per voucher, so of any number of parallel checkouts
 * with the same voucher exactly one gets it.
 */

/** The live ledger state of each of these vouchers (absent: no order holds it). */
export async function ledgerStates(
  db: TDb,
  voucherIds: readonly string[],
): Promise<Map<string, "reserved" | "used">> {
  if (voucherIds.length === 0) return new Map();
  const rows = await db
    .select({ voucherId: myAcuvueVoucherUses.voucherId, state: myAcuvueVoucherUses.state })
    .from(myAcuvueVoucherUses)
    .where(
      and(inArray(myAcuvueVoucherUses.voucherId, [...voucherIds]), ne(myAcuvueVoucherUses.state, "released")),
    );
  return new Map(rows.map((r) => [r.voucherId, r.state === "used" ? "used" : "reserved"]));
}

/** Reserves the voucher for the order, inside the checkout's transaction; false when another order holds it. */
export async function reserveVoucher(
  tx: TDb,
  use: { voucherId: string; phone: string; orderId: number; amount: number; discount: number; now: Date },
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`insert into myacuvue_voucher_uses (voucher_id, phone, order_id, amount, discount, state, created_at)
        values (${use.voucherId}, ${use.phone}, ${use.orderId}, ${use.amount}, ${use.discount}, 'reserved',
                ${use.now.toISOString()}::timestamptz)
        on conflict do nothing
        returning id`,
  );
  return rows.length === 1;
}

/**
 * A CTE (`with … as (…)`, no trailing comma) that marks the order's reserved voucher used: paying
 * the order joins it to a statement it already runs (no extra round trip).
 */
export function voucherUsedCte(orderId: number, at: string) {
  return sql`myacuvue_voucher_used as (
      update myacuvue_voucher_uses set state = 'used', used_at = ${at}::timestamptz
      where order_id = ${orderId} and state = 'reserved' returning 1)`;
}

/** A CTE that gives the voucher of a cancelled order back (the order's row released). */
export function voucherReleasedCte(orderId: number, at: string) {
  return sql`myacuvue_voucher_released as (
      update myacuvue_voucher_uses set state = 'released', released_at = ${at}::timestamptz
      where order_id = ${orderId} and state = 'reserved' returning 1)`;
}

/** Brand names of these products (the voucher pays ACUVUE items only). */
export async function productBrandNames(
  db: TDb,
  productIds: readonly number[],
): Promise<Map<number, string | null>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, brand: brands.name })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.id, [...new Set(productIds)]));
  return new Map(rows.map((r) => [r.id, r.brand]));
}
