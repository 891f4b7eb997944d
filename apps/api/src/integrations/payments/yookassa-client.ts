/**
 * YooKassa (API v3) behind the payment interface, configured by environment (YOOKASSA_SHOP_ID,
 * YOOKASSA_SECRET_KEY). Payments are created with `capture: true` and a redirect confirmation;
 * YooKassa does not sign its notifications, so a webhook is verified by asking the API for the
 * payment it names (its answer, not the body, decides) — decision 0034. Tested against recorded
 * answers (yookassa-fixtures/) with `fetch` injected.
 */
import { z } from "zod";
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

export const YOOKASSA_API_URL = "https://api.yookassa.ru/v3";

export type TYooKassaOptions = {
  shopId: string;
  secretKey: string;
  apiUrl?: string;
  /** injected in tests */
  fetch?: typeof fetch;
  /** longest wait for one call */
  timeoutMs?: number;
};

const ZAmount = z.object({ value: z.string().regex(/^\d{1,10}(\.\d{1,2})?$/), currency: z.string() });

const ZYooKassaPayment = z.object({
  id: z.string().min(1).max(64),
  status: z.enum(["pending", "waiting_for_capture", "succeeded", "canceled"]),
  amount: ZAmount,
  confirmation: z.object({ type: z.string(), confirmation_url: z.string().optional() }).optional(),
});

const ZYooKassaNotification = z.object({
  type: z.literal("notification"),
  event: z.string().max(64),
  object: z.object({ id: z.string().min(1).max(64) }),
});

const ZYooKassaError = z.object({
  type: z.literal("error"),
  code: z.string(),
  description: z.string().optional(),
});

/** "1990.50" → 199050 kopecks */
export function kopecksOf(value: string): number {
  const [rubles = "0", fraction = ""] = value.split(".");
  return Number(rubles) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
}

/** 199050 kopecks → "1990.50" */
export function amountValueOf(kopecks: number): string {
  return `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, "0")}`;
}

/** waiting_for_capture cannot happen with capture: true; it counts as not yet paid. */
function statusOf(status: z.infer<typeof ZYooKassaPayment>["status"]): TProviderPaymentStatus {
  return status === "succeeded" ? "succeeded" : status === "canceled" ? "canceled" : "pending";
}

export function createYooKassaClient(options: TYooKassaOptions): IPaymentProvider {
  const apiUrl = (options.apiUrl ?? YOOKASSA_API_URL).replace(/\/$/, "");
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const authorization = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString("base64")}`;

  /** One call; the parsed JSON of a 2xx, null for 404, PaymentProviderError for the rest. */
  const call = async (
    method: "GET" | "POST",
    path: string,
    body?: unknown,
    idempotenceKey?: string,
  ): Promise<unknown> => {
    let response: Response;
    try {
      response = await doFetch(`${apiUrl}${path}`, {
        method,
        headers: {
          authorization,
          "content-type": "application/json",
          ...(idempotenceKey ? { "idempotence-key": idempotenceKey } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError(`YooKassa unreachable: ${(error as Error).message}`);
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (response.status === 404) return null;
    if (!response.ok) {
      const error = ZYooKassaError.safeParse(json);
      const detail = error.success
        ? `${error.data.code}: ${error.data.description ?? ""}`
        : text.slice(0, 200);
      throw new PaymentProviderError(`YooKassa ${method} ${path} answered ${response.status} (${detail})`);
    }
    return json;
  };

  const parsePayment = (json: unknown): z.infer<typeof ZYooKassaPayment> => {
    const parsed = ZYooKassaPayment.safeParse(json);
    if (!parsed.success) throw new PaymentProviderError("YooKassa answered a payment of an unknown shape");
    return parsed.data;
  };

  const getPayment = async (paymentId: string): Promise<TProviderPayment | null> => {
    if (!/^[\w-]{1,64}$/.test(paymentId)) return null;
    const json = await call("GET", `/payments/${paymentId}`);
    if (json === null) return null;
    const payment = parsePayment(json);
    return {
      paymentId: payment.id,
      status: statusOf(payment.status),
      amount: kopecksOf(payment.amount.value),
    };
  };

  return {
    name: "yookassa",
    async createPayment(input: TCreatePaymentInput): Promise<TCreatedPayment> {
      const json = await call(
        "POST",
        "/payments",
        {
          amount: { value: amountValueOf(input.amount), currency: "RUB" },
          capture: true,
          confirmation: { type: "redirect", return_url: input.returnUrl },
          description: input.description.slice(0, 128),
          metadata: { order_id: String(input.orderId) },
        },
        input.idempotenceKey,
      );
      const payment = parsePayment(json);
      const url = payment.confirmation?.confirmation_url;
      if (!url) throw new PaymentProviderError("YooKassa answered a payment without a confirmation URL");
      return { paymentId: payment.id, confirmationUrl: url };
    },
    getPayment,
    async verifyWebhook(request: TWebhookRequest): Promise<TPaymentWebhookEvent | null> {
      let json: unknown;
      try {
        json = JSON.parse(request.rawBody);
      } catch {
        return null;
      }
      const notification = ZYooKassaNotification.safeParse(json);
      if (!notification.success) return null;
      // the API's word on the payment, never the body's
      const payment = await getPayment(notification.data.object.id);
      if (!payment) return null;
      return {
        eventKey: `${payment.paymentId}:${payment.status}`,
        paymentId: payment.paymentId,
        status: payment.status,
      };
    },
  };
}
