import type { TCart, TCheckoutData, TPickupPoints } from "@optika/api-contract";
import type { TApiClient } from "../../server/api.server.ts";
import { loadContactPrefill } from "../profile/contact-prefill.server.ts";
import { newAttemptKey } from "./attempt-key.ts";
import type { TCheckoutPageData } from "./CheckoutView.tsx";

const EMPTY_CART: TCart = { items: [], count: 0, total: 0, bonus_total: 0, city_id: 0 };

/**
 * The checkout page's data, read with the shopper's session: the cart, then — when it holds
 * anything — the delivery and payment methods and the pickup points of the city (spec §7: each is
 * empty on failure), the first attempt's Idempotency-Key and a signed-in shopper's name, phone and
 * e-mail for the contact fields. Saved addresses and bonuses are the browser's to ask for (they are
 * not needed before hydration).
 */
export async function loadCheckoutPage(api: TApiClient, request: Request): Promise<TCheckoutPageData> {
  const [cartAnswer, contacts] = await Promise.all([
    api.cart.getCart().catch(() => null),
    loadContactPrefill(api, request),
  ]);
  const cart = cartAnswer?.status === 200 ? cartAnswer.body : EMPTY_CART;
  const attemptKey = newAttemptKey();
  const empty = {
    checkoutData: {
      city_id: cart.city_id,
      cart_total: 0,
      deliveries: [],
      payments: [],
    } satisfies TCheckoutData,
    pickupPoints: { city_id: cart.city_id, groups: [], excluded_classes: [] } satisfies TPickupPoints,
  };
  if (cart.items.length === 0) return { cart, ...empty, cityId: cart.city_id, attemptKey, contacts: null };
  const [data, points] = await Promise.all([
    api.checkoutDelivery.checkoutData().catch(() => null),
    api.checkoutDelivery.pickupPoints().catch(() => null),
  ]);
  return {
    cart,
    checkoutData: data?.status === 200 ? data.body : empty.checkoutData,
    pickupPoints: points?.status === 200 ? points.body : empty.pickupPoints,
    cityId: cart.city_id,
    attemptKey,
    contacts,
  };
}
