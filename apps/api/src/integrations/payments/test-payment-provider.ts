/**
 * The built-in test payment provider (the default, decision 0034): works offline and keeps its
 * state in the database (test_provider_payments), so a restart loses nothing. The shopper pays on
 * its hosted page (GET /payments/test-provider/{id}); the outcome is sent to the shop as a webhook
 * signed with HMAC-SHA256 (test-provider-webhooks.ts), retried until acknowledged.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import {
  type IPaymentProvider,
  PaymentProviderError,
  type TCreatedPayment,
  type TCreatePaymentInput,
  type TPaymentWebhookEvent,
  type TProviderPayment,
  type TProviderPaymentStatus,
  type TWebhookRequest,
} from "./payment-provider.ts";
import { isWebhookSignatureValid, WEBHOOK_SIGNATURE_HEADER } from "./webhook-signature.ts";

/** The test provider's states: its page's three buttons and the waiting state. */
export type TTestPaymentState = "pending" | "succeeded" | "declined" | "canceled";

/** The webhook body the test provider sends. */
export const ZTestWebhookBody = z.object({
  event_id: z.string().min(1).max(100),
  payment_id: z.uuid(),
  status: z.enum(["succeeded", "canceled"]),
  /** the test provider's own outcome (declined and canceled are both 'canceled' to the shop) */
  outcome: z.enum(["succeeded", "declined", "canceled"]),
  amount: z.number().int().positive(),
  order_id: z.number().int().positive(),
});
export type TTestWebhookBody = z.infer<typeof ZTestWebhookBody>;

/** The shop's view of a test provider state. */
export function shopStatusOf(state: TTestPaymentState): TProviderPaymentStatus {
  return state === "succeeded" ? "succeeded" : state === "pending" ? "pending" : "canceled";
}

export type TTestPaymentProviderOptions = {
  db: TDb;
  /** the HMAC key of the webhooks */
  secret: string;
  /** the hosted page's address as the browser sees it (default: through the storefront's /api proxy) */
  pageUrl?: (paymentId: string) => string;
};

export function testPageUrl(paymentId: string): string {
  return `/api/payments/test-provider/${paymentId}`;
}

export function createTestPaymentProvider(options: TTestPaymentProviderOptions): IPaymentProvider {
  const { db, secret } = options;
  const pageUrl = options.pageUrl ?? testPageUrl;
  return {
    name: "test",
    async createPayment(input: TCreatePaymentInput): Promise<TCreatedPayment> {
      // the idempotence key: a repeated call answers the payment made the first time
      const [row] = await queryRows<{ id: string }>(
        db,
        sql`with inserted as (
              insert into test_provider_payments (id, idempotence_key, order_id, amount, description, return_url, cancel_url)
              values (${randomUUID()}, ${input.idempotenceKey}, ${input.orderId}, ${input.amount},
                      ${input.description.slice(0, 128)}, ${input.returnUrl}, ${input.cancelUrl})
              on conflict (idempotence_key) do nothing
              returning id)
            select id from inserted
            union all
            select id from test_provider_payments where idempotence_key = ${input.idempotenceKey}
            limit 1`,
      );
      // a parallel call with the same key committed while this statement waited: it is visible now
      const [made] = row
        ? [row]
        : await queryRows<{ id: string }>(
            db,
            sql`select id from test_provider_payments where idempotence_key = ${input.idempotenceKey}`,
          );
      if (!made) throw new PaymentProviderError("test provider: the payment is being created, try again");
      return { paymentId: made.id, confirmationUrl: pageUrl(made.id) };
    },
    async getPayment(paymentId: string): Promise<TProviderPayment | null> {
      if (!z.uuid().safeParse(paymentId).success) return null;
      const [row] = await queryRows<{ id: string; status: TTestPaymentState; amount: number }>(
        db,
        sql`select id, status, amount from test_provider_payments where id = ${paymentId}`,
      );
      return row ? { paymentId: row.id, status: shopStatusOf(row.status), amount: Number(row.amount) } : null;
    },
    async verifyWebhook(request: TWebhookRequest): Promise<TPaymentWebhookEvent | null> {
      if (!isWebhookSignatureValid(secret, request.rawBody, request.headers[WEBHOOK_SIGNATURE_HEADER])) {
        return null;
      }
      let json: unknown;
      try {
        json = JSON.parse(request.rawBody);
      } catch {
        return null;
      }
      const body = ZTestWebhookBody.safeParse(json);
      if (!body.success) return null;
      return { eventKey: body.data.event_id, paymentId: body.data.payment_id, status: body.data.status };
    },
  };
}
