/**
 * Orders for the payment tests, written the way checkout leaves them (decision 0032): the order
 * with its items and first history row, its stock taken and the reservation rows written.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";

export type TTestOrderLine = { productId: number; modificationId: number; quantity: number; price: number };

export async function insertTestOrder(
  db: TDb,
  order: {
    lines: TTestOrderLine[];
    storeId: number;
    paymentMethod?: "online" | "on_receipt";
    reservationExpiresAt?: Date | null;
    createdAt: Date;
  },
): Promise<{ id: number; hash: string; total: number }> {
  const hash = randomBytes(16).toString("base64url");
  const total = order.lines.reduce((sum, l) => sum + l.quantity * l.price, 0);
  const at = order.createdAt.toISOString();
  const expires = order.reservationExpiresAt === undefined ? null : order.reservationExpiresAt?.toISOString();
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into orders (hash, city_id, customer_name, customer_phone, delivery_id, delivery_type, delivery_class,
          pickup_store_id, payment_method, items_total, total, created_at, updated_at, reservation_expires_at)
        values (${hash}, 1, 'Анна', '79123456789', 1, 'pickup', 'pickup', ${order.storeId},
          ${order.paymentMethod ?? "online"}, ${total}, ${total}, ${at}::timestamptz, ${at}::timestamptz,
          ${expires ?? null}::timestamptz)
        returning id`,
  );
  if (!row) throw new Error("order not inserted");
  const id = Number(row.id);
  for (const line of order.lines) {
    await db.execute(
      sql`insert into order_items (order_id, product_id, modification_id, name, sku, quantity, price)
          values (${id}, ${line.productId}, ${line.modificationId}, ${`Товар ${line.productId}`},
                  ${`SKU-${line.modificationId}`}, ${line.quantity}, ${line.price})`,
    );
    await db.execute(
      sql`update stock set quantity = quantity - ${line.quantity}
          where store_id = ${order.storeId} and modification_id = ${line.modificationId}`,
    );
    await db.execute(
      sql`insert into stock_reservations (order_id, store_id, modification_id, quantity, created_at)
          values (${id}, ${order.storeId}, ${line.modificationId}, ${line.quantity}, ${at}::timestamptz)`,
    );
  }
  await db.execute(
    sql`insert into order_status_history (order_id, status, payment_status, comment, created_at)
        values (${id}, 'new', 'unpaid', 'Заказ создан', ${at}::timestamptz)`,
  );
  return { id, hash, total };
}

export async function stockOf(db: TDb, storeId: number, modificationId: number): Promise<number> {
  const [row] = await queryRows<{ quantity: number }>(
    db,
    sql`select quantity from stock where store_id = ${storeId} and modification_id = ${modificationId}`,
  );
  return Number(row?.quantity ?? Number.NaN);
}

export async function orderState(
  db: TDb,
  orderId: number,
): Promise<{ status: string; paymentStatus: string; paidRows: number }> {
  const [row] = await queryRows<{ status: string; payment_status: string; paid_rows: number }>(
    db,
    sql`select o.status, o.payment_status,
          (select count(*)::int from order_status_history h where h.order_id = o.id and h.status = 'paid') as paid_rows
        from orders o where o.id = ${orderId}`,
  );
  if (!row) throw new Error(`order ${orderId} missing`);
  return { status: row.status, paymentStatus: row.payment_status, paidRows: Number(row.paid_rows) };
}
