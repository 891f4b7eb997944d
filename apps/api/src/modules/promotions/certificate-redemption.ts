import { ORDER_MESSAGES as M } from "@optika/api-contract";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { HttpError } from "../../http/index.ts";

export type TCertificate = { id: number; code: string; balance: number; expiresAt: string | null };

/**
 * A gift certificate by its code (a bearer code: whoever knows it may pay with it), in one
 * statement; `lock` holds its row until the transaction ends. 404 when unknown, 422 when expired or
 * empty.
 */
export async function usableCertificate(
  db: TDb,
  code: string,
  context: { now: Date; lock: boolean; field: string },
): Promise<TCertificate> {
  const [row] = await queryRows<{ id: number; code: string; balance: number; expires_at: string | null }>(
    db,
    sql`select id, code, balance, expires_at::text as expires_at from gift_certificates
        where code = ${code.toUpperCase()} ${context.lock ? sql`for update` : sql``}`,
  );
  if (!row) throw new HttpError(404, M.certificateNotFound, { [context.field]: [M.certificateNotFound] });
  const certificate = {
    id: Number(row.id),
    code: row.code,
    balance: Number(row.balance),
    expiresAt: row.expires_at,
  };
  const today = context.now.toISOString().slice(0, 10);
  if (certificate.expiresAt !== null && certificate.expiresAt < today) {
    throw new HttpError(422, M.certificateExpired, { [context.field]: [M.certificateExpired] });
  }
  if (certificate.balance <= 0) {
    throw new HttpError(422, M.certificateEmpty, { [context.field]: [M.certificateEmpty] });
  }
  return certificate;
}

/**
 * Takes `amount` kopecks from the certificate for an order: a conditional decrement (never below
 * zero) and the redemption row. False when the balance no longer covers it.
 */
export async function redeemCertificate(
  tx: TDb,
  redemption: { certificateId: number; orderId: number; amount: number; now: Date },
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`with taken as (
          update gift_certificates set balance = balance - ${redemption.amount}
          where id = ${redemption.certificateId} and balance >= ${redemption.amount}
          returning id)
        insert into certificate_redemptions (certificate_id, order_id, amount, created_at)
        select id, ${redemption.orderId}, ${redemption.amount}, ${redemption.now.toISOString()}::timestamptz from taken
        returning id`,
  );
  return rows.length === 1;
}
