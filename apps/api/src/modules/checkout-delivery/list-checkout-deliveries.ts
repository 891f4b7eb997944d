import type { TCheckoutDelivery, TCheckoutPayment } from "@optika/api-contract";
import type { TDeliveryIntegrations } from "../../integrations/delivery/delivery-integrations.ts";
import type { TCheckoutCart } from "./checkout-cart.ts";
import type { TDeliveryContext } from "./delivery-context.ts";
import { DELIVERY_METHODS } from "./delivery-methods.ts";
import { TRANSFER_DAYS, termLabel, WAREHOUSE_PICKUP_DAYS } from "./delivery-terms.ts";
import { priceDelivery } from "./price-delivery.ts";

/** Payment methods; a gift certificate (product 9907) is paid online only (it gets its code when paid). */
export function listCheckoutPayments(cart: TCheckoutCart): TCheckoutPayment[] {
  const online: TCheckoutPayment = { name: "Онлайн-оплата картой", class: "online" };
  return cart.hasCertificate ? [online] : [online, { name: "Оплата при получении", class: "on-receipt" }];
}

/**
 * The delivery methods the city offers for this cart, with their terms and costs: pickup at the
 * chain's stores (the soonest store), partner points and couriers priced to the city centre until
 * an address is calculated. Methods the city lacks (no store, no carrier, same-day out of reach)
 * and classes switched off in the site variables are left out.
 */
export async function listCheckoutDeliveries(
  integrations: TDeliveryIntegrations,
  context: TDeliveryContext,
  cart: TCheckoutCart,
  now: Date,
): Promise<TCheckoutDelivery[]> {
  const out: TCheckoutDelivery[] = [];
  const units = cart.items.reduce((sum, i) => sum + i.quantity, 0);
  for (const method of DELIVERY_METHODS) {
    if (context.excludedClasses.includes(method.class)) continue;
    if (method.class === "store-pickup") {
      const own = context.stores.filter((s) => s.cityId === context.city.id);
      if (own.length === 0) continue;
      const term = own.some((s) => s.missing === 0)
        ? 0
        : context.cityMissing === 0
          ? TRANSFER_DAYS
          : WAREHOUSE_PICKUP_DAYS;
      out.push({ ...method, term, cost: 0, termLabel: termLabel(term), free_from: null });
      continue;
    }
    if (method.class === "partner-pickup" && context.city.cdekCode === null) continue;
    const price = await priceDelivery(integrations, {
      method,
      context,
      destination: { ...context.city.centre, address: context.city.name, zip: "" },
      cartTotal: cart.total,
      units,
      now,
    });
    if (!price.ok) continue;
    out.push({
      ...method,
      term: price.term,
      cost: price.cost,
      termLabel: termLabel(price.term),
      free_from: method.class === "yandex-day-delivery" ? null : context.freeFrom,
    });
  }
  return out;
}
