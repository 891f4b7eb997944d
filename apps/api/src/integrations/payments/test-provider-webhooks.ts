/**
 * The test provider's side after its page's buttons: the outcome is recorded with a webhook job in
 * one transaction; jobs are delivered to the shop's webhook endpoint, signed with HMAC-SHA256,
 * and retried with back-off until acknowledged (2xx). Jobs are claimed with FOR UPDATE SKIP LOCKED
 * and a lease (the appointment jobs' pattern, decision 0030), so two workers never send one at the
 * same time and a killed process's jobs come back after the lease.
 */
import type { TTestPaymentOutcome } from "@optika/api-contract";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { shopStatusOf, type TTestPaymentState, type TTestWebhookBody } from "./test-payment-provider.ts";
import { signWebhookBody, WEBHOOK_SIGNATURE_HEADER } from "./webhook-signature.ts";

/** Sends one webhook request to the shop; resolves with the HTTP status (throws when unreachable). */
export type TWebhookTransport = (request: {
  path: string;
  headers: Record<string, string>;
  body: string;
}) => Promise<number>;

/** The shop's endpoint for the test provider's webhooks. */
export const TEST_WEBHOOK_PATH = "/payments/webhook/test";

/** A claimed delivery is left alone this long (a crashed run's come back after it). */
const LEASE_MS = 60_000;

/** Wait before attempt n + 1: 5 s × 2^(n−1), at most 30 minutes. */
export function webhookRetryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.min(Math.max(attempts - 1, 0), 20), 30 * 60_000);
}

export type TTestPaymentRow = {
  id: string;
  status: TTestPaymentState;
  orderId: number;
  amount: number;
  description: string;
  returnUrl: string;
  cancelUrl: string;
};

type TRawRow = {
  id: string;
  status: TTestPaymentState;
  order_id: number;
  amount: number;
  description: string;
  return_url: string;
  cancel_url: string;
};

const toRow = (r: TRawRow): TTestPaymentRow => ({
  id: r.id,
  status: r.status,
  orderId: Number(r.order_id),
  amount: Number(r.amount),
  description: r.description,
  returnUrl: r.return_url,
  cancelUrl: r.cancel_url,
});

export async function loadTestPayment(db: TDb, id: string): Promise<TTestPaymentRow | null> {
  const [row] = await queryRows<TRawRow>(
    db,
    sql`select id, status, order_id, amount, description, return_url, cancel_url
        from test_provider_payments where id = ${id}`,
  );
  return row ? toRow(row) : null;
}

/** Where the browser goes back to once the payment is decided. */
export function backUrlOf(payment: Pick<TTestPaymentRow, "status" | "returnUrl" | "cancelUrl">): string {
  return payment.status === "succeeded" ? payment.returnUrl : payment.cancelUrl;
}

/**
 * Records the shopper's choice on the page, once: a decided payment keeps its first outcome (a
 * second click, or a second tab, changes nothing). The webhook job is written in the same
 * transaction. Null for an unknown payment.
 */
export async function decideTestPayment(
  db: TDb,
  id: string,
  outcome: TTestPaymentOutcome,
  now: Date,
): Promise<TTestPaymentRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<TRawRow>(
      tx as unknown as TDb,
      sql`select id, status, order_id, amount, description, return_url, cancel_url
          from test_provider_payments where id = ${id} for update`,
    );
    if (!row) return null;
    const payment = toRow(row);
    if (payment.status !== "pending") return payment;
    const status = shopStatusOf(outcome);
    const body: TTestWebhookBody = {
      event_id: `${payment.id}:${status}`,
      payment_id: payment.id,
      status: status === "succeeded" ? "succeeded" : "canceled",
      outcome,
      amount: payment.amount,
      order_id: payment.orderId,
    };
    await tx.execute(
      sql`update test_provider_payments set status = ${outcome}, decided_at = ${now.toISOString()}::timestamptz
          where id = ${id}`,
    );
    await tx.execute(
      sql`insert into payment_jobs (kind, test_payment_id, body, run_at)
          values ('webhook', ${id}, ${JSON.stringify(body)}, ${now.toISOString()}::timestamptz)
          on conflict (test_payment_id, kind) do nothing`,
    );
    return { ...payment, status: outcome };
  });
}

type TClaimedDelivery = { id: number; attempts: number; body: string };

/** Claims due deliveries (one statement; optionally only the one of a payment). */
async function claimDeliveries(
  db: TDb,
  now: Date,
  options: { limit: number; leaseUntil: Date; paymentId?: string },
): Promise<TClaimedDelivery[]> {
  const only = options.paymentId ? sql`and test_payment_id = ${options.paymentId}` : sql``;
  const rows = await queryRows<{ id: number; attempts: number; body: string }>(
    db,
    sql`update payment_jobs j set attempts = j.attempts + 1, run_at = ${options.leaseUntil.toISOString()}::timestamptz
        where j.id in (select id from payment_jobs
                       where done_at is null and run_at <= ${now.toISOString()}::timestamptz ${only}
                       order by run_at, id limit ${options.limit}
                       for update skip locked)
        returning j.id, j.attempts, j.body`,
  );
  return rows.map((r) => ({ id: Number(r.id), attempts: Number(r.attempts), body: r.body }));
}

export type TWebhookDeliveryDeps = {
  db: TDb;
  now: () => Date;
  secret: string;
  transport: TWebhookTransport;
  warn: (details: Record<string, unknown>, message: string) => void;
};

/**
 * Delivers due webhooks (or only the one of `paymentId`): signs each body, sends it, marks it
 * delivered on a 2xx; otherwise schedules the next attempt, or gives up after `maxAttempts`.
 * Resolves with the number acknowledged.
 */
export async function deliverDueWebhooks(
  deps: TWebhookDeliveryDeps,
  options: { batchSize: number; maxAttempts: number; paymentId?: string },
): Promise<number> {
  let delivered = 0;
  for (;;) {
    const now = deps.now();
    const jobs = await claimDeliveries(deps.db, now, {
      limit: options.batchSize,
      leaseUntil: new Date(now.getTime() + LEASE_MS),
      ...(options.paymentId ? { paymentId: options.paymentId } : {}),
    });
    for (const job of jobs) {
      let error: string;
      try {
        const status = await deps.transport({
          path: TEST_WEBHOOK_PATH,
          headers: {
            "content-type": "application/json",
            [WEBHOOK_SIGNATURE_HEADER]: signWebhookBody(deps.secret, job.body),
          },
          body: job.body,
        });
        if (status >= 200 && status < 300) {
          await deps.db.execute(
            sql`update payment_jobs set done_at = ${deps.now().toISOString()}::timestamptz, outcome = 'delivered',
                last_error = null where id = ${job.id}`,
          );
          delivered++;
          continue;
        }
        error = `the shop answered ${status}`;
      } catch (caught) {
        error = caught instanceof Error ? caught.message : String(caught);
      }
      if (job.attempts >= options.maxAttempts) {
        await deps.db.execute(
          sql`update payment_jobs set done_at = ${deps.now().toISOString()}::timestamptz, outcome = 'failed',
              last_error = ${error.slice(0, 500)} where id = ${job.id}`,
        );
      } else {
        const retryAt = new Date(deps.now().getTime() + webhookRetryDelayMs(job.attempts));
        await deps.db.execute(
          sql`update payment_jobs set run_at = ${retryAt.toISOString()}::timestamptz, last_error = ${error.slice(0, 500)}
              where id = ${job.id}`,
        );
      }
      deps.warn(
        { job: job.id, attempts: job.attempts, error },
        "test provider webhook not acknowledged: retried later",
      );
    }
    if (jobs.length < options.batchSize) return delivered;
  }
}
