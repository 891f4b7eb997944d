import { ORDER_MESSAGES as M } from "@optika/api-contract";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import type { TPromoKind } from "../../db/schema.ts";
import { HttpError } from "../../http/index.ts";

/** A promo code with its uses overall and by the customer (phone), as read for one check. */
export type TPromo = {
  id: number;
  code: string;
  kind: TPromoKind;
  value: number;
  minSum: number;
  validFrom: Date | null;
  validTo: Date | null;
  perCustomerLimit: number | null;
  totalLimit: number | null;
  active: boolean;
  uses: number;
  customerUses: number;
};

type TPromoRow = {
  id: number;
  code: string;
  kind: TPromoKind;
  value: number;
  min_sum: number;
  valid_from: Date | string | null;
  valid_to: Date | string | null;
  per_customer_limit: number | null;
  total_limit: number | null;
  active: boolean;
  uses: number | string;
  customer_uses: number | string;
};

const date = (v: Date | string | null) => (v === null ? null : new Date(v));

/**
 * The promo code (upper-case) with its use counts, in one statement; `lock` takes its row until the
 * transaction ends, so two orders never both take the last use of a limit.
 */
export async function findPromo(
  db: TDb,
  code: string,
  options: { phone: string | null; lock: boolean },
): Promise<TPromo | null> {
  const [row] = await queryRows<TPromoRow>(
    db,
    sql`select p.id, p.code, p.kind, p.value, p.min_sum, p.valid_from, p.valid_to, p.per_customer_limit,
               p.total_limit, p.active,
               (select count(*) from promo_redemptions r where r.promo_code_id = p.id)::int as uses,
               (select count(*) from promo_redemptions r
                 where r.promo_code_id = p.id and r.customer_phone = ${options.phone ?? ""})::int as customer_uses
        from promo_codes p where p.code = ${code.toUpperCase()}
        ${options.lock ? sql`for update of p` : sql``}`,
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    code: row.code,
    kind: row.kind,
    value: Number(row.value),
    minSum: Number(row.min_sum),
    validFrom: date(row.valid_from),
    validTo: date(row.valid_to),
    perCustomerLimit: row.per_customer_limit === null ? null : Number(row.per_customer_limit),
    totalLimit: row.total_limit === null ? null : Number(row.total_limit),
    active: row.active,
    uses: Number(row.uses),
    customerUses: Number(row.customer_uses),
  };
}

/** Kopecks off `itemsTotal`: a percentage (rounded down) or a fixed amount, never above the total. */
export function promoDiscount(promo: Pick<TPromo, "kind" | "value">, itemsTotal: number): number {
  const raw = promo.kind === "percent" ? Math.floor((itemsTotal * promo.value) / 100) : promo.value;
  return Math.max(0, Math.min(raw, itemsTotal));
}

/** "1 500" from 150 000 kopecks (spaces between thousands, kopecks only when there are some). */
export function rublesText(kopecks: number): string {
  const rubles = Math.floor(kopecks / 100);
  const rest = kopecks % 100;
  const whole = String(rubles).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
  return rest === 0 ? whole : `${whole},${String(rest).padStart(2, "0")}`;
}

/**
 * Why the promo does not apply to an order of `itemsTotal` now (null: it applies). The customer's
 * uses count only when the customer is known (`checkCustomer`).
 */
export function promoRefusal(
  promo: TPromo,
  itemsTotal: number,
  now: Date,
  checkCustomer: boolean,
): string | null {
  if (!promo.active) return M.promoInactive;
  if (promo.validFrom && promo.validFrom.getTime() > now.getTime()) return M.promoNotStarted;
  if (promo.validTo && promo.validTo.getTime() < now.getTime()) return M.promoExpired;
  if (promo.totalLimit !== null && promo.uses >= promo.totalLimit) return M.promoLimit;
  if (checkCustomer && promo.perCustomerLimit !== null && promo.customerUses >= promo.perCustomerLimit) {
    return M.promoLimit;
  }
  if (itemsTotal < promo.minSum) return M.promoMinSum(rublesText(promo.minSum));
  return null;
}

/**
 * The promo for an order or a check: 404 when there is no such code, 422 with the reason when it
 * does not apply; else the promo and its discount.
 */
export async function applyPromo(
  db: TDb,
  code: string,
  context: { itemsTotal: number; phone: string | null; now: Date; lock: boolean; field: string },
): Promise<{ promo: TPromo; discount: number }> {
  const promo = await findPromo(db, code, { phone: context.phone, lock: context.lock });
  if (!promo) throw new HttpError(404, M.promoNotFound, { [context.field]: [M.promoNotFound] });
  const refusal = promoRefusal(promo, context.itemsTotal, context.now, context.phone !== null);
  if (refusal !== null) throw new HttpError(422, refusal, { [context.field]: [refusal] });
  return { promo, discount: promoDiscount(promo, context.itemsTotal) };
}

/** Records the use of a promo by an order (inside the order's transaction). */
export async function recordPromoRedemption(
  tx: TDb,
  redemption: {
    promoId: number;
    orderId: number;
    phone: string;
    userId: number | null;
    amount: number;
    now: Date;
  },
): Promise<void> {
  await tx.execute(
    sql`insert into promo_redemptions (promo_code_id, order_id, customer_phone, user_id, amount, created_at)
        values (${redemption.promoId}, ${redemption.orderId}, ${redemption.phone}, ${redemption.userId},
                ${redemption.amount}, ${redemption.now.toISOString()}::timestamptz)`,
  );
}
