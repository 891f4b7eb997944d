import { apiContext, type TApiClient } from "../../server/api.server.ts";
import { notFound } from "../../server/api-response.ts";
import { orderMessages as m } from "./messages.ts";

type TContext = { get(key: typeof apiContext): TApiClient };

/**
 * `isProviderPage`: the target is the payment provider's page (outside the app's routes: the test
 * provider under /api, or the provider's own site), which the browser must load as a document.
 */
export type TPaymentStart =
  | { kind: "redirect"; to: string; isProviderPage: boolean }
  | { kind: "failed"; message: string };

/**
 * Where the browser may be sent to pay: a local path (the test provider's page under `/api`) or an
 * http(s) address of the provider; anything else (a `//host` path, `javascript:`) is refused.
 */
export function paymentTarget(url: string): string | null {
  if (url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\")) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

function messageOf(body: unknown): string | null {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === "string" && message.trim() ? message : null;
}

/**
 * `POST /orders/{hash}/payment`: the provider's page; a 409 (already paid, paid on receipt,
 * cancelled) goes to the order's own pages; an unknown hash is the 404 page; the provider failing
 * is a message to show with 'Повторить'.
 */
export async function startPayment(context: TContext, hash: string): Promise<TPaymentStart> {
  const api = context.get(apiContext);
  let answer: Awaited<ReturnType<TApiClient["payments"]["start"]>>;
  try {
    answer = await api.payments.start({ params: { hash } });
  } catch {
    return { kind: "failed", message: m.paymentFailed };
  }
  if (answer.status === 200) {
    const to = paymentTarget(answer.body.confirmation_url);
    return to ? { kind: "redirect", to, isProviderPage: true } : { kind: "failed", message: m.paymentFailed };
  }
  if (answer.status === 404 || answer.status === 400) notFound();
  if (answer.status === 409) {
    const order = await api.orders.getOrder({ params: { hash } });
    if (order.status !== 200) notFound();
    return {
      kind: "redirect",
      to: order.body.payment_status === "paid" ? `/order/success/${hash}` : `/order/${hash}`,
      isProviderPage: false,
    };
  }
  return { kind: "failed", message: messageOf(answer.body) ?? m.paymentFailed };
}
