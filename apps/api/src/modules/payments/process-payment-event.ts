import type { TPaymentProviderName } from "@optika/api-contract";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import type { TPaymentWebhookEvent } from "../../integrations/payments/payment-provider.ts";
import { recordMarketingEvent } from "../marketing/outbox-repository.ts";
import { markOrderPaid } from "../orders/mark-order-paid.ts";
import { lockPaymentByProviderId } from "./payments-repository.ts";

/**
 * What processing an authentic event did: paid (the order is paid now), canceled (the payment),
 * duplicate (this event was processed before), ignored (nothing to change: a late 'canceled' of a
 * paid payment, a 'pending'), unknown (no such payment of ours), paid-twice (the money came for an
 * order that was already paid or was cancelled meanwhile: staff refund it; logged).
 */
export type TPaymentEventOutcome = "paid" | "canceled" | "duplicate" | "ignored" | "unknown" | "paid-twice";

/** The marketing goal of a paid order holding a gift certificate (spec: 'pay_sert'). */
export const CERTIFICATE_PAID_GOAL = "pay_sert";

/**
 * Processes one verified event, once, in one transaction: the event is logged under its key first
 * (a repeat finds it and changes nothing), then the payment is locked, so concurrent deliveries of
 * one payment's events are applied one after the other. 'succeeded' is final: it marks the order
 * paid (orders' markOrderPaid, which pays an order once); a 'canceled' after it is ignored.
 */
export async function processPaymentEvent(
  db: TDb,
  provider: TPaymentProviderName,
  event: TPaymentWebhookEvent,
  now: Date,
): Promise<{ outcome: TPaymentEventOutcome; orderId: number | null }> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as TDb;
    const at = now.toISOString();
    const [logged] = await queryRows<{ id: number }>(
      tx,
      sql`insert into payment_events (provider, event_key, provider_payment_id, status, outcome, received_at)
          values (${provider}, ${event.eventKey}, ${event.paymentId}, ${event.status}, 'received', ${at}::timestamptz)
          on conflict (provider, event_key) do nothing
          returning id`,
    );
    if (!logged) return { outcome: "duplicate" as const, orderId: null };
    const payment = await lockPaymentByProviderId(tx, provider, event.paymentId);
    let outcome: TPaymentEventOutcome = "ignored";
    if (!payment) {
      outcome = "unknown";
    } else if (event.status === "succeeded") {
      if (payment.status !== "succeeded") {
        await tx.execute(
          sql`update payments set status = 'succeeded', succeeded_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
              where id = ${payment.id}`,
        );
      }
      const paid = await markOrderPaid(tx, payment.orderId, now);
      if (paid.changed) {
        outcome = "paid";
        if (paid.hasCertificate) {
          await recordMarketingEvent(
            tx,
            {
              kind: "goal",
              payload: { goal: CERTIFICATE_PAID_GOAL, order_id: payment.orderId },
              deviceUuid: null,
            },
            now,
          );
        }
      } else {
        outcome = payment.status === "succeeded" ? "ignored" : "paid-twice";
      }
    } else if (event.status === "canceled" && payment.status === "pending") {
      await tx.execute(
        sql`update payments set status = 'canceled', canceled_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
            where id = ${payment.id}`,
      );
      outcome = "canceled";
    }
    await tx.execute(
      sql`update payment_events set outcome = ${outcome}, payment_id = ${payment?.id ?? null} where id = ${logged.id}`,
    );
    return { outcome, orderId: payment?.orderId ?? null };
  });
}
