import type { TPickupPoint, TPickupPointGroup } from "@optika/api-contract";
import type { TDeliveryIntegrations } from "../../integrations/delivery/delivery-integrations.ts";
import type { TCheckoutCart } from "./checkout-cart.ts";
import type { TDeliveryContext } from "./delivery-context.ts";
import { DELIVERY_METHODS, storePointCode } from "./delivery-methods.ts";
import { TRANSFER_DAYS, termLabel, WAREHOUSE_PICKUP_DAYS } from "./delivery-terms.ts";
import { priceDelivery } from "./price-delivery.ts";

/**
 * Pickup point groups of the city: the chain's clinics and shops (each with its own term: today
 * when it holds the whole cart), then the carrier's partner network (one price for the city's
 * points). Excluded classes are left out; a group without points is not shown.
 */
export async function listPickupPoints(
  integrations: TDeliveryIntegrations,
  context: TDeliveryContext,
  cart: TCheckoutCart,
  now: Date,
): Promise<TPickupPointGroup[]> {
  const groups: TPickupPointGroup[] = [];
  const units = cart.items.reduce((sum, i) => sum + i.quantity, 0);
  for (const method of DELIVERY_METHODS) {
    if (method.type !== "pickup" || context.excludedClasses.includes(method.class)) continue;
    let points: TPickupPoint[] = [];
    if (method.class === "store-pickup") {
      points = context.stores
        .filter((s) => s.cityId === context.city.id)
        .map((s) => {
          const term =
            s.missing === 0 ? 0 : context.cityMissing === 0 ? TRANSFER_DAYS : WAREHOUSE_PICKUP_DAYS;
          return {
            code: storePointCode(s.id),
            type: s.isClinic ? "clinic" : "shop",
            name: s.name,
            phones: s.phones,
            pickup_type: s.isClinic ? "Клиника" : "Салон оптики",
            address: s.address,
            lat: s.lat,
            lon: s.lon,
            hours: s.hours,
            classPoint: method.class,
            store_id: s.id,
            term,
            cost: 0,
            termLabel: termLabel(term),
          };
        });
    } else if (context.city.cdekCode !== null && context.hasCentre) {
      const partner = await integrations.carrier.pickupPoints(context.city).catch(() => []);
      const price = await priceDelivery(integrations, {
        method,
        context,
        destination: { ...context.city.centre, address: context.city.name, zip: "" },
        cartTotal: cart.total,
        units,
        now,
      });
      if (price.ok) {
        points = partner.map((p) => ({
          code: p.code,
          type: p.kind,
          name: p.name,
          phones: p.phones,
          pickup_type: p.kind === "parcel-locker" ? "Постамат" : "Пункт выдачи",
          address: p.address,
          lat: p.lat,
          lon: p.lon,
          hours: p.hours,
          classPoint: method.class,
          store_id: null,
          term: price.term,
          cost: price.cost,
          termLabel: termLabel(price.term),
        }));
      }
    }
    if (points.length > 0) groups.push({ id: method.id, class: method.class, name: method.name, points });
  }
  return groups;
}
