import { ORDER_MESSAGES, type TCheckoutBody, ZIdempotencyKey } from "@optika/api-contract";
import { phoneDigitsForApi } from "@optika/domain/phone";
import { data, redirect, redirectDocument } from "react-router";
import type { TApiClient } from "../../server/api.server.ts";
import { requestForm } from "../forms/request-form.server.ts";
import { CART_BADGE_AFTER_ORDER } from "../orders/cart-badge-after-order.ts";
import { endsAttempt } from "./attempt-key.ts";
import { type TCheckoutFieldErrors, validateCheckoutForm } from "./checkout-validation.ts";
import { checkoutMessages as m } from "./messages.ts";

/** What the page shows after a refused or failed submission. */
export type TCheckoutActionData = {
  errors: TCheckoutFieldErrors;
  /** the key to send again: the attempt is not over (the server may have made the order) */
  keepKey: string | null;
};

/** The API's field paths (zod issue paths) as the form's fields. */
const FIELD_OF: Record<string, keyof TCheckoutFieldErrors> = {
  "customer.name": "name",
  "customer.phone": "phone",
  "customer.email": "email",
};

/** The API's answer `{ message, errors }` as the form's messages; what no field owns goes over the form. */
export function checkoutErrorsOf(body: unknown): TCheckoutFieldErrors {
  const answer = (body ?? {}) as { message?: string; errors?: Record<string, string[]> };
  const errors: TCheckoutFieldErrors = {};
  const other: string[] = [];
  for (const [path, messages] of Object.entries(answer.errors ?? {})) {
    const first = messages[0];
    if (!first) continue;
    const field = FIELD_OF[path];
    if (field) errors[field] = first;
    else if (!other.includes(first)) other.push(first);
  }
  if (other.length > 0 || Object.keys(errors).length === 0)
    errors.form = other.join("; ") || answer.message || m.submitFailed;
  return errors;
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

function numberOr(value: string, fallback: number | undefined): number | undefined {
  if (value.trim() === "") return fallback;
  const n = Number(value);
  return Number.isFinite(n) ? n : fallback;
}

/** The order as the form posted it (names of CheckoutForm's fields); prices are never sent. */
export function checkoutBodyOf(form: FormData): TCheckoutBody {
  const method = text(form, "method") === "delivery" ? "courier" : "pickup";
  const lat = numberOr(text(form, "lat"), undefined);
  const lon = numberOr(text(form, "lon"), undefined);
  const pickupDelivery = text(form, "pickup_delivery_id");
  const courierDelivery = text(form, "courier_delivery_id");
  const payment = text(form, "payment");
  return {
    customer: {
      name: text(form, "name").trim(),
      phone: phoneDigitsForApi(text(form, "phone")),
      email: text(form, "email").trim(),
      is_marketing: form.get("is_marketing") === "on",
    },
    delivery:
      method === "pickup"
        ? {
            deliveryId: Number(pickupDelivery.split(":")[0] || 0),
            type: "pickup",
            pointCode: pickupDelivery.split(":").slice(1).join(":") || undefined,
          }
        : {
            deliveryId: Number(courierDelivery || 0),
            type: "courier",
            address: {
              fullAddress: text(form, "full_address").trim(),
              shortAddress: text(form, "short_address") || undefined,
              coordinates: lat !== undefined && lon !== undefined ? [lat, lon] : undefined,
              courierId: courierDelivery || undefined,
              apartment: text(form, "flat") || undefined,
              mailIndex: text(form, "zip") || undefined,
              entrance: text(form, "entrance") || undefined,
              floor: text(form, "floor") || undefined,
              house: text(form, "house") || undefined,
              intercom: text(form, "intercom") || undefined,
              comment: text(form, "comment") || undefined,
            },
          },
    payment: payment === "on-receipt" || payment === "on_receipt" ? "on_receipt" : "online",
    promo_code: text(form, "promo_code").trim() || undefined,
    certificate_code: text(form, "certificate_code").trim() || undefined,
    bonuses: numberOr(text(form, "bonuses"), 0),
    myacuvue_voucher_id: text(form, "myacuvue_voucher_id").trim() || undefined,
  };
}

/**
 * The checkout form's post: checked by the page's rules, then `POST /checkout/process/new` with
 * the attempt's Idempotency-Key. Made → the order's page: `/checkout/process/{hash}`, loaded as a
 * document, when it is to be paid online (that page sends the shopper to pay), else
 * `/order/success/{hash}`. Refused (4xx) → the messages, and the attempt is over; failed (network,
 * 5xx) → the message, and the next submission repeats the same key, so an order made in the
 * meantime is not made twice.
 */
export async function checkoutAction(api: TApiClient, request: Request) {
  const form = await requestForm(request);
  const key = text(form, "attempt_key");
  const found = validateCheckoutForm({
    name: text(form, "name"),
    phone: text(form, "phone"),
    email: text(form, "email"),
  });
  if (Object.keys(found).length > 0)
    return data<TCheckoutActionData>(
      { errors: { form: m.fixErrors, ...found }, keepKey: key },
      { status: 400 },
    );
  // A key the API would refuse ends the attempt as its 400 would. One that cannot even be sent
  // as a header (a NUL, a lone surrogate) would otherwise fail like the network, and be kept.
  if (!ZIdempotencyKey.safeParse(key).success)
    return data<TCheckoutActionData>(
      { errors: { form: ORDER_MESSAGES.idempotencyKeyRequired }, keepKey: null },
      { status: 400 },
    );
  let answer: Awaited<ReturnType<TApiClient["orders"]["createOrder"]>> | null = null;
  try {
    answer = await api.orders.createOrder({
      headers: { "idempotency-key": key },
      body: checkoutBodyOf(form),
    });
  } catch {
    answer = null;
  }
  if (answer && (answer.status === 200 || answer.status === 201)) {
    const { order, paymentRequired } = answer.body;
    // To pay: a document load of `/checkout/process/{hash}`, whose loader's redirects (the payment
    // page, then the provider's) are then plain HTTP redirects. As a client-side navigation, the
    // router fetched that loader's redirect while it preloaded the not yet loaded page's CSS, and
    // the redirect's Response went uncaught in the console (React Router 8.4, `routes.js`
    // prefetchStylesAndCallHandler) before the router followed it.
    if (paymentRequired)
      return redirectDocument(`/checkout/process/${order.hash}`, { headers: CART_BADGE_AFTER_ORDER });
    return redirect(`/order/success/${order.hash}`, { headers: CART_BADGE_AFTER_ORDER });
  }
  if (answer && endsAttempt(answer.status))
    return data<TCheckoutActionData>(
      { errors: checkoutErrorsOf(answer.body), keepKey: null },
      { status: 400 },
    );
  return data<TCheckoutActionData>({ errors: { form: m.submitFailed }, keepKey: key }, { status: 502 });
}
