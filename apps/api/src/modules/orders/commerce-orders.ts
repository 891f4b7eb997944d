import { CERTIFICATE_PRODUCT_ID, type TCommerceOrder } from "@optika/api-contract";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { loadOrders, publicOrder } from "./order-view.ts";

/** Most orders GET /users/commerce-orders lists (newest first). */
export const COMMERCE_ORDERS_LIMIT = 100;

/** The shopper's orders, newest first (one statement); items only with expand=items. */
export async function listCommerceOrders(
  db: TDb,
  userId: number,
  withItems: boolean,
): Promise<TCommerceOrder[]> {
  const orders = await loadOrders(db, sql`o.user_id = ${userId}`, { limit: COMMERCE_ORDERS_LIMIT });
  return orders.map((order) => {
    const { items, history: _history, ...rest } = publicOrder(order);
    return {
      ...rest,
      payment_status_code: order.payment_status === "paid" ? ("1" as const) : ("0" as const),
      ...(withItems ? { items } : {}),
    };
  });
}

/**
 * POST /users/commerce-orders-save: attaches the listed guest orders to the signed-in shopper, one
 * statement. Only orders without an owner placed with the shopper's own phone are taken (an id alone
 * proves nothing), and unpaid orders holding product 9907 are excluded (spec §7). Returns the ids
 * attached.
 */
export async function saveCommerceOrders(
  db: TDb,
  user: { id: number; phone: string },
  orderIds: readonly number[],
  now: Date,
): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const ids = sql.join(
    [...new Set(orderIds)].map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update orders o set user_id = ${user.id}, updated_at = ${now.toISOString()}::timestamptz
        where o.id in (${ids}) and o.user_id is null and o.customer_phone = ${user.phone}
          and not (o.payment_status = 'unpaid' and exists (
            select 1 from order_items i where i.order_id = o.id and i.product_id = ${CERTIFICATE_PRODUCT_ID}))
        returning o.id`,
  );
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}
