import { CHECKOUT_DELIVERY_MESSAGES as M, type TDeliveryCalculation } from "@optika/api-contract";
import type { TCheckoutCart } from "./checkout-cart.ts";
import { findDeliveryMethod } from "./delivery-methods.ts";
import { quoteOrderDelivery, type TDeliveryDeps } from "./quote-order-delivery.ts";

export type TCalculateInput = {
  deliveryId: number;
  cityId: number;
  /** the full address (destination_address, else address) */
  full: string;
  zip: string;
  /** estimate: the map point */
  lat?: number;
  lon?: number;
};

export type TCalculateAnswer =
  | { status: 200; body: TDeliveryCalculation }
  | { status: 400; body: { message: string; errors?: Record<string, string[]> } }
  | { status: 404; body: { message: string } };

/**
 * POST /checkout/delivery/{id}/calculate and /estimate: the courier's term and cost to an address
 * for the shopper's cart (the same reckoning as the order's, quoteOrderDelivery). `estimate` takes
 * the map point and is for same-day delivery ('yandex-day-delivery') only.
 */
export async function calculateDelivery(
  deps: TDeliveryDeps,
  cart: TCheckoutCart,
  input: TCalculateInput,
  mode: "calculate" | "estimate",
): Promise<TCalculateAnswer> {
  const method = findDeliveryMethod(input.deliveryId);
  if (!method) return { status: 404, body: { message: M.unknownDelivery } };
  if (method.type === "pickup") return { status: 400, body: { message: M.calculatePickup } };
  if (mode === "estimate" && method.class !== "yandex-day-delivery") {
    return { status: 400, body: { message: M.estimateOnly } };
  }
  if (!input.full) return { status: 400, body: { message: M.address, errors: { address: [M.address] } } };
  const quote = await quoteOrderDelivery(deps, {
    cityId: input.cityId,
    deliveryId: method.id,
    address: { full: input.full, zip: input.zip, lat: input.lat, lon: input.lon },
    cartTotal: cart.total,
    items: cart.items,
  });
  if (!quote.ok) return { status: quote.status, body: { message: quote.message } };
  const { address } = quote;
  return {
    status: 200,
    body: {
      term: quote.term,
      cost: quote.cost,
      termLabel: quote.termLabel,
      class: quote.class,
      address: {
        full: address.full,
        short: address.short,
        city_id: address.city_id,
        zip: address.zip,
        lat: address.lat,
        lon: address.lon,
      },
    },
  };
}
