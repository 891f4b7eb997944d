import type { TPaymentProviderName } from "@optika/api-contract";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";

export type TPaymentStatus = "pending" | "succeeded" | "canceled";

export type TPaymentRecord = {
  id: string;
  orderId: number;
  provider: TPaymentProviderName;
  providerPaymentId: string | null;
  amount: number;
  status: TPaymentStatus;
  confirmationUrl: string | null;
};

type TRow = {
  id: string;
  order_id: number;
  provider: TPaymentProviderName;
  provider_payment_id: string | null;
  amount: number;
  status: TPaymentStatus;
  confirmation_url: string | null;
};

const toRecord = (r: TRow): TPaymentRecord => ({
  id: r.id,
  orderId: Number(r.order_id),
  provider: r.provider,
  providerPaymentId: r.provider_payment_id,
  amount: Number(r.amount),
  status: r.status,
  confirmationUrl: r.confirmation_url,
});

/**
 * The order's pending payment at this provider: the one already open, or a new one (one statement;
 * the partial unique index keeps one pending payment per order, so two parallel starts share it).
 */
export async function openPendingPayment(
  db: TDb,
  input: { id: string; orderId: number; provider: TPaymentProviderName; amount: number; now: Date },
): Promise<TPaymentRecord | null> {
  const at = input.now.toISOString();
  const [row] = await queryRows<TRow>(
    db,
    sql`with inserted as (
          insert into payments (id, order_id, provider, amount, status, created_at, updated_at)
          values (${input.id}, ${input.orderId}, ${input.provider}, ${input.amount}, 'pending',
                  ${at}::timestamptz, ${at}::timestamptz)
          on conflict (order_id) where status = 'pending' do nothing
          returning id, order_id, provider, provider_payment_id, amount, status, confirmation_url)
        select * from inserted
        union all
        select id, order_id, provider, provider_payment_id, amount, status, confirmation_url
        from payments where order_id = ${input.orderId} and status = 'pending'
        limit 1`,
  );
  return row ? toRecord(row) : null;
}

/** The provider's id and page of a payment, once it has answered. */
export async function saveProviderPayment(
  db: TDb,
  id: string,
  providerPaymentId: string,
  confirmationUrl: string,
  now: Date,
): Promise<void> {
  await db.execute(
    sql`update payments set provider_payment_id = ${providerPaymentId}, confirmation_url = ${confirmationUrl},
          updated_at = ${now.toISOString()}::timestamptz
        where id = ${id}`,
  );
}

/** A pending payment the provider no longer holds open (cancelled, expired, unknown) is cancelled. */
export async function cancelPendingPayment(db: TDb, id: string, now: Date): Promise<void> {
  await db.execute(
    sql`update payments set status = 'canceled', canceled_at = ${now.toISOString()}::timestamptz,
          updated_at = ${now.toISOString()}::timestamptz
        where id = ${id} and status = 'pending'`,
  );
}

/** The payment a provider's id names, locked for the caller's transaction. */
export async function lockPaymentByProviderId(
  tx: TDb,
  provider: TPaymentProviderName,
  providerPaymentId: string,
): Promise<TPaymentRecord | null> {
  const [row] = await queryRows<TRow>(
    tx,
    sql`select id, order_id, provider, provider_payment_id, amount, status, confirmation_url
        from payments where provider = ${provider} and provider_payment_id = ${providerPaymentId}
        for update`,
  );
  return row ? toRecord(row) : null;
}
