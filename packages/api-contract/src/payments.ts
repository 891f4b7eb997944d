import { initContract } from "@ts-rest/core";
import { z } from "zod";
import { ZErrorResponse } from "./common.ts";
import { ORDER_MESSAGES } from "./orders.ts";

const c = initContract();

/** Texts of the payment calls and of the test provider's page (Russian, shown to the shopper). */
export const PAYMENT_MESSAGES = {
  orderUnknown: ORDER_MESSAGES.orderNotFound,
  alreadyPaid: "Заказ уже оплачен",
  payOnReceipt: "Этот заказ оплачивается при получении",
  orderClosed: "Заказ отменён, оплатить его нельзя",
  nothingToPay: "Заказ не требует оплаты",
  providerUnavailable: "Платёжный сервис временно недоступен, попробуйте позже",
  providerUnknown: "Платёжный сервис не найден",
  badSignature: "Подпись уведомления не прошла проверку",
  webhookAccepted: "Уведомление принято",
  paymentId: "Некорректный номер платежа",
  paymentUnknown: "Платёж не найден",
  outcome: "Выберите действие: оплатить, отклонить или отменить",
} as const;

/** Payment services the API talks to: the built-in test provider and YooKassa. */
export const PAYMENT_PROVIDERS = ["test", "yookassa"] as const;
export type TPaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** What the shopper does on the test provider's page. */
export const TEST_PAYMENT_OUTCOMES = ["succeeded", "declined", "canceled"] as const;
export type TTestPaymentOutcome = (typeof TEST_PAYMENT_OUTCOMES)[number];

/** An order's public key (its pages' `{hash}`): base64url, at most 64 characters (as GET /orders/{hash}). */
const ZOrderHashParam = z
  .string({ error: PAYMENT_MESSAGES.orderUnknown })
  .max(64, { error: PAYMENT_MESSAGES.orderUnknown })
  .regex(/^[A-Za-z0-9_-]+$/, { error: PAYMENT_MESSAGES.orderUnknown });

/** A payment id of the test provider (a UUID). */
const ZPaymentIdParam = z.uuid({ error: PAYMENT_MESSAGES.paymentId });

export const ZStartPaymentResponse = z.object({
  /** where the browser goes to pay: the provider's page (absolute, or the test page under /api) */
  confirmation_url: z.string(),
  payment_id: z.string(),
});
export type TStartPaymentResponse = z.infer<typeof ZStartPaymentResponse>;

/** Webhook bodies differ per provider: a bounded JSON object (the body limit caps it at 64 KB). */
const ZWebhookBody = z.record(z.string().max(100), z.unknown());

const ZHtml = c.otherResponse({ contentType: "text/html; charset=utf-8", body: z.string() });

/** Starting a payment (the storefront's `/order/payment/{hash}`). */
export const paymentsContract = c.router({
  start: {
    method: "POST",
    path: "/orders/:hash/payment",
    pathParams: z.object({ hash: ZOrderHashParam }),
    body: c.noBody(),
    responses: {
      200: ZStartPaymentResponse,
      400: ZErrorResponse,
      404: ZErrorResponse,
      409: ZErrorResponse,
      503: ZErrorResponse,
    },
    summary:
      "Starts (or resumes) the online payment of an unpaid order: the provider's page to send the shopper to; 409 'Заказ уже оплачен' for a paid order, 404 for an unknown hash",
  },
});

/**
 * The provider's side: webhooks and the built-in test provider's hosted page. Registered in a scope
 * of their own (the webhook's signature is checked over the raw body; the page's forms are
 * url-encoded), like POST /form/send.
 */
export const paymentProviderContract = c.router({
  webhook: {
    method: "POST",
    path: "/payments/webhook/:provider",
    pathParams: z.object({
      provider: z.enum(PAYMENT_PROVIDERS, { error: PAYMENT_MESSAGES.providerUnknown }),
    }),
    body: ZWebhookBody,
    responses: {
      200: z.object({ message: z.string() }),
      400: ZErrorResponse,
      401: ZErrorResponse,
      404: ZErrorResponse,
      503: ZErrorResponse,
    },
    summary:
      "A payment provider's notification: signature checked (401 and a log line when bad), processed once per event; 'succeeded' marks the order paid, 'canceled' the payment cancelled",
  },
  testPage: {
    method: "GET",
    path: "/payments/test-provider/:paymentId",
    pathParams: z.object({ paymentId: ZPaymentIdParam }),
    responses: { 200: ZHtml, 400: ZErrorResponse, 404: ZHtml },
    summary:
      "The built-in test provider's payment page (Russian HTML, no external assets): pay, decline or cancel",
  },
  testDecide: {
    method: "POST",
    path: "/payments/test-provider/:paymentId",
    pathParams: z.object({ paymentId: ZPaymentIdParam }),
    contentType: "application/x-www-form-urlencoded",
    body: z.object({ outcome: z.enum(TEST_PAYMENT_OUTCOMES, { error: PAYMENT_MESSAGES.outcome }) }),
    responses: { 303: c.noBody(), 400: ZErrorResponse, 404: ZHtml },
    summary:
      "The test page's buttons: records the outcome, sends the signed webhook (retried until acknowledged) and sends the browser back to the shop (success or payment-cancelled page)",
  },
});
