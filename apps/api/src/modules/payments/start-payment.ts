import { randomUUID } from "node:crypto";
import { PAYMENT_MESSAGES as M } from "@optika/api-contract";
import type { TDb } from "../../db/client.ts";
import { HttpError, notFound } from "../../http/index.ts";
import { type IPaymentProvider, PaymentProviderError } from "../../integrations/payments/payment-provider.ts";
import { findOrderByHash } from "../orders/order-view.ts";
import { cancelPendingPayment, openPendingPayment, saveProviderPayment } from "./payments-repository.ts";
import { processPaymentEvent } from "./process-payment-event.ts";

export type TStartPaymentDeps = {
  db: TDb;
  provider: IPaymentProvider;
  now: () => Date;
  /** the shop's public origin for the return addresses (absolute for YooKassa); "" → paths */
  publicOrigin: string;
};

/** The storefront pages the provider sends the shopper back to. */
export function returnUrls(publicOrigin: string, hash: string): { returnUrl: string; cancelUrl: string } {
  const origin = publicOrigin.replace(/\/$/, "");
  return {
    returnUrl: `${origin}/order/success/${hash}`,
    cancelUrl: `${origin}/order/payment/cancel/${hash}`,
  };
}

/** Attempts at opening the order's pending payment (a parallel start may hold it for a moment). */
const OPEN_ATTEMPTS = 3;

/**
 * Starts the online payment of an unpaid order, or resumes the one already open: one pending
 * payment per order, created at the provider with our payment id as the idempotence key (a retried
 * start never makes a second charge). An open payment the provider has meanwhile cancelled is
 * closed and a new one made; one it reports paid is applied (the order becomes paid) → 409.
 */
export async function startPayment(
  deps: TStartPaymentDeps,
  hash: string,
): Promise<{ paymentId: string; confirmationUrl: string }> {
  const order = await findOrderByHash(deps.db, hash);
  if (!order) throw notFound(M.orderUnknown);
  if (order.payment_status === "paid") throw new HttpError(409, M.alreadyPaid);
  if (order.status === "cancelled") throw new HttpError(409, M.orderClosed);
  if (order.payment_method !== "online") throw new HttpError(409, M.payOnReceipt);
  if (order.total <= 0) throw new HttpError(409, M.nothingToPay);

  for (let attempt = 0; attempt < OPEN_ATTEMPTS * 2; attempt++) {
    const payment = await openPendingPayment(deps.db, {
      id: randomUUID(),
      orderId: order.id,
      provider: deps.provider.name,
      amount: order.total,
      now: deps.now(),
    });
    if (!payment) continue;
    if (payment.provider === deps.provider.name && payment.providerPaymentId && payment.confirmationUrl) {
      const remote = await deps.provider.getPayment(payment.providerPaymentId);
      if (remote?.status === "pending") {
        return { paymentId: payment.id, confirmationUrl: payment.confirmationUrl };
      }
      if (remote?.status === "succeeded") {
        await processPaymentEvent(
          deps.db,
          deps.provider.name,
          { eventKey: `${remote.paymentId}:succeeded`, paymentId: remote.paymentId, status: "succeeded" },
          deps.now(),
        );
        throw new HttpError(409, M.alreadyPaid);
      }
      await cancelPendingPayment(deps.db, payment.id, deps.now());
      continue;
    }
    if (payment.provider !== deps.provider.name) {
      // opened at a provider no longer configured: closed, a new one is made here
      await cancelPendingPayment(deps.db, payment.id, deps.now());
      continue;
    }
    const created = await deps.provider.createPayment({
      orderId: order.id,
      amount: payment.amount,
      description: `Заказ № ${order.id}`,
      ...returnUrls(deps.publicOrigin, order.hash),
      idempotenceKey: payment.id,
    });
    await saveProviderPayment(deps.db, payment.id, created.paymentId, created.confirmationUrl, deps.now());
    return { paymentId: payment.id, confirmationUrl: created.confirmationUrl };
  }
  throw new PaymentProviderError("payment could not be opened: too many concurrent starts");
}
