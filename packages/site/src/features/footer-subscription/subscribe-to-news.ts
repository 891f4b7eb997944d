// types only from the contract: its runtime (zod and every route) must stay out of the page's bundle
import type { TErrorResponse } from "@optika/api-contract";
import { validateFooterSubscription } from "@optika/domain/forms";

export type TSubscribeResult =
  | { kind: "sent"; message: string }
  /**
   * Not subscribed: the address's problem (the domain's message, or the server's: 400), a rate
   * limit (429) or the server's failure (503); `status` is what the no-script page answers with.
   */
  | { kind: "failed"; error: string; status: 400 | 429 | 503 };

/** the thanks when an answer carried none (the API's own is marketingMessages.subscribed) */
const SUBSCRIBED_FALLBACK = "Спасибо за подписку!";

/** spec §8: a form's send failure shows the server's message, else this */
export const SUBSCRIBE_SERVER_ERROR = "Ошибка сервера, повторите попытку позднее.";

/**
 * POST {apiBase}/marketing/footer-subscription with the e-mail (the domain's rule first); never
 * throws. The browser calls it through the storefront's /api, the no-script page's action directly.
 */
export type TPostSubscription = (body: { email: string }) => Promise<{ status: number; body: unknown }>;

export async function subscribeToNews(email: string, post: TPostSubscription): Promise<TSubscribeResult> {
  const found = validateFooterSubscription({ email });
  if (found.email) return { kind: "failed", error: found.email, status: 400 };
  try {
    const answer = await post({ email: email.trim() });
    if (answer.status === 202) {
      const body = answer.body as { message?: string } | null;
      return { kind: "sent", message: body?.message ?? SUBSCRIBED_FALLBACK };
    }
    const body = answer.body as Partial<TErrorResponse> | null;
    if (answer.status === 400) {
      const error = body?.errors?.email?.[0] ?? body?.message ?? SUBSCRIBE_SERVER_ERROR;
      return { kind: "failed", error, status: 400 };
    }
    if (answer.status === 429 && body?.message) return { kind: "failed", error: body.message, status: 429 };
    return { kind: "failed", error: SUBSCRIBE_SERVER_ERROR, status: 503 };
  } catch {
    return { kind: "failed", error: SUBSCRIBE_SERVER_ERROR, status: 503 };
  }
}

/** The browser's post: JSON through the storefront's /api proxy (the device cookie goes along). */
export async function postFromBrowser(body: { email: string }): Promise<{ status: number; body: unknown }> {
  const response = await fetch("/api/marketing/footer-subscription", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}
