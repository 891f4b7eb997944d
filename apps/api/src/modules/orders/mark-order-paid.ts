import { randomBytes } from "node:crypto";
import { CERTIFICATE_PRODUCT_ID } from "@optika/api-contract";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { voucherUsedCte } from "../myacuvue/voucher-ledger.ts";

/** Certificates bought online are valid for a year from payment. */
const CERTIFICATE_VALIDITY_DAYS = 365;
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A gift certificate code: 'GC-' and 3 groups of 4 of a 32-letter alphabet (60 random bits). */
export function newCertificateCode(): string {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join("");
  return `GC-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

export type TMarkOrderPaidResult = {
  /** false: the order was already paid (or is cancelled, or does not exist): nothing changed */
  changed: boolean;
  /** the order holds product 9907 (the storefront fires goal 'pay_sert') */
  hasCertificate: boolean;
};

/**
 * Marks an order paid, once, inside the caller's transaction (payments: the webhook of a successful
 * payment; orders: a total of zero). Locks the order; a paid or cancelled order is left alone
 * (`changed: false`), so a webhook delivered twice pays once. Otherwise: status 'paid' and payment
 * status 'paid' with a history row, the reservation kept (the stock is sold), the bonuses accrued
 * (the sum of the items' bonuses, to a signed-in buyer) and, for product 9907, one gift certificate
 * per unit with a fresh code, its nominal the price paid.
 */
export async function markOrderPaid(tx: TDb, orderId: number, at: Date): Promise<TMarkOrderPaidResult> {
  const [order] = await queryRows<{
    id: number;
    user_id: number | null;
    status: string;
    bonuses_accrued: number;
  }>(tx, sql`select id, user_id, status, bonuses_accrued from orders where id = ${orderId} for update`);
  if (order?.status !== "new") return { changed: false, hasCertificate: false };
  const when = at.toISOString();
  await tx.execute(
    sql`update orders set status = 'paid', payment_status = 'paid', paid_at = ${when}::timestamptz,
          updated_at = ${when}::timestamptz, reservation_expires_at = null
        where id = ${orderId}`,
  );
  // the MyACUVUE voucher the order reserved is used now (decision 0038), in the same statement
  await tx.execute(
    sql`with ${voucherUsedCte(orderId, when)}
        insert into order_status_history (order_id, status, payment_status, comment, created_at)
        values (${orderId}, 'paid', 'paid', 'Заказ оплачен', ${when}::timestamptz)`,
  );
  const userId = order.user_id === null ? null : Number(order.user_id);
  const bonuses = Number(order.bonuses_accrued);
  if (userId !== null && bonuses > 0) {
    await tx.execute(
      sql`insert into bonus_entries (user_id, amount, kind, description, created_at)
          values (${userId}, ${bonuses}, 'accrual', ${`Начисление за заказ №${orderId}`}, ${when}::timestamptz)`,
    );
  }
  const certificateItems = await queryRows<{ id: number; quantity: number; price: number }>(
    tx,
    sql`select id, quantity, price from order_items
        where order_id = ${orderId} and product_id = ${CERTIFICATE_PRODUCT_ID} order by id`,
  );
  const expires = new Date(at.getTime() + CERTIFICATE_VALIDITY_DAYS * 86_400_000).toISOString().slice(0, 10);
  for (const item of certificateItems) {
    const ids: number[] = [];
    for (let i = 0; i < Number(item.quantity); i++) {
      const [issued] = await queryRows<{ id: number }>(
        tx,
        sql`insert into gift_certificates (code, user_id, nominal, balance, issued_at, expires_at)
            values (${newCertificateCode()}, ${userId}, ${Number(item.price)}, ${Number(item.price)},
                    ${when}::timestamptz, ${expires})
            returning id`,
      );
      if (issued) ids.push(Number(issued.id));
    }
    await tx.execute(
      sql`update order_items set certificate_ids = ${sql`array[${sql.join(
        ids.map((id) => sql`${id}::int`),
        sql`, `,
      )}]::integer[]`} where id = ${item.id}`,
    );
  }
  return { changed: true, hasCertificate: certificateItems.length > 0 };
}
