import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { voucherReleasedCte } from "../myacuvue/voucher-ledger.ts";
import { releaseReservation } from "../orders/stock-reservation.ts";

/** The history line of an order whose time to pay ran out. */
export const UNPAID_RELEASE_COMMENT = "Заказ не оплачен вовремя: резерв снят, заказ отменён";

/**
 * Releases the reservations of online orders still unpaid past their reservation time, a batch per
 * transaction: the orders are claimed with FOR UPDATE SKIP LOCKED (another worker takes other
 * orders; a payment being applied holds its order's lock, and after it the order is no longer
 * 'new'), their stock goes back (orders' releaseReservation, which gives back a row once), the
 * order is cancelled with a history line, a certificate's amount, a MyACUVUE voucher and spent bonuses are returned,
 * and its open payment is closed. Resolves with the orders released.
 */
export async function releaseExpiredReservations(
  db: TDb,
  now: Date,
  options: { batchSize: number },
): Promise<number[]> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as TDb;
    const at = now.toISOString();
    const due = await queryRows<{ id: number; user_id: number | null; bonuses_spent: number }>(
      tx,
      sql`select id, user_id, bonuses_spent from orders
          where payment_status = 'unpaid' and status = 'new' and reservation_expires_at <= ${at}::timestamptz
          order by reservation_expires_at, id
          limit ${options.batchSize}
          for update skip locked`,
    );
    const released: number[] = [];
    for (const order of due) {
      const orderId = Number(order.id);
      await releaseReservation(tx, orderId, now);
      await tx.execute(
        sql`update orders set status = 'cancelled', reservation_expires_at = null, updated_at = ${at}::timestamptz
            where id = ${orderId}`,
      );
      await tx.execute(
        sql`insert into order_status_history (order_id, status, payment_status, comment, created_at)
            values (${orderId}, 'cancelled', 'unpaid', ${UNPAID_RELEASE_COMMENT}, ${at}::timestamptz)`,
      );
      await tx.execute(
        sql`with ${voucherReleasedCte(orderId, at)}, refunded as (
              update certificate_redemptions set refunded_at = ${at}::timestamptz
              where order_id = ${orderId} and refunded_at is null
              returning certificate_id, amount)
            update gift_certificates g set balance = least(g.nominal, g.balance + r.amount)
            from refunded r where g.id = r.certificate_id`,
      );
      const points = Number(order.bonuses_spent);
      if (order.user_id !== null && points > 0) {
        await tx.execute(
          sql`insert into bonus_entries (user_id, amount, kind, description, created_at)
              values (${Number(order.user_id)}, ${points}, 'accrual',
                      ${`Возврат бонусов: заказ №${orderId} не оплачен`}, ${at}::timestamptz)`,
        );
      }
      await tx.execute(
        sql`update payments set status = 'canceled', canceled_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
            where order_id = ${orderId} and status = 'pending'`,
      );
      released.push(orderId);
    }
    return released;
  });
}
