import type {
  TCarrierQuote,
  TCarrierQuoteRequest,
  TCarrierService,
} from "../../integrations/delivery/delivery-carrier.ts";
import type { TDeliveryIntegrations } from "../../integrations/delivery/delivery-integrations.ts";
import { nearestTo, type TGeoPoint } from "../../integrations/delivery/distance.ts";
import type { TDeliveryContext, TDeliveryStore } from "./delivery-context.ts";
import type { TDeliveryMethod } from "./delivery-methods.ts";
import {
  GATHERING_DAYS,
  localHour,
  SAME_DAY_CUTOFF_HOUR,
  shopperCost,
  TRANSFER_DAYS,
  WAREHOUSE_PICKUP_DAYS,
} from "./delivery-terms.ts";

/** Where the order goes: a door (address) or a pickup point (a store of the chain, or a partner's). */
export type TDestination = TGeoPoint & { address: string; zip: string; pointCode?: string; storeId?: number };

export type TPriceRequest = {
  method: TDeliveryMethod;
  context: TDeliveryContext;
  destination: TDestination;
  /** kopecks: the cart's total (free delivery threshold, declared value) */
  cartTotal: number;
  /** units in the order (parcel weight) */
  units: number;
  now: Date;
};

/** A priced delivery: shopper's cost (kopecks), term (days) and the store that sends or hands it over. */
export type TPrice =
  | { ok: true; cost: number; term: number; storeId: number | null }
  | { ok: false; message: string | null };

/** A lens box or a frame case: 100 g a unit plus 200 g of packaging. */
function parcelWeightGrams(units: number): number {
  return 200 + 100 * Math.max(1, units);
}

const SERVICE_OF: Record<Exclude<TDeliveryMethod["class"], "store-pickup">, TCarrierService> = {
  "partner-pickup": "partner-pickup",
  courier: "courier",
  "yandex-day-delivery": "same-day",
};

/**
 * The store a parcel leaves from: the nearest that holds everything (same-day: of the city only);
 * otherwise the nearest store at all, after GATHERING_DAYS of collecting the rest.
 */
function sendingStore(
  context: TDeliveryContext,
  to: TGeoPoint,
  sameDay: boolean,
): { store: TDeliveryStore; extraDays: number } | undefined {
  const candidates = sameDay ? context.stores.filter((s) => s.cityId === context.city.id) : context.stores;
  const complete = nearestTo(
    to,
    candidates.filter((s) => s.missing === 0),
  );
  if (complete) return { store: complete, extraDays: 0 };
  if (sameDay) return undefined;
  const any = nearestTo(to, candidates);
  return any ? { store: any, extraDays: GATHERING_DAYS } : undefined;
}

/** The carrier's answer; an unreachable or confused carrier counts as a refusal without a message. */
async function quoteSafely(
  integrations: TDeliveryIntegrations,
  request: TCarrierQuoteRequest,
): Promise<TCarrierQuote> {
  try {
    return await integrations.carrier.quote(request);
  } catch {
    return { ok: false, message: null };
  }
}

/** Term and cost of one delivery method to one destination (pure apart from the carrier call). */
export async function priceDelivery(
  integrations: TDeliveryIntegrations,
  request: TPriceRequest,
): Promise<TPrice> {
  const { method, context, destination } = request;
  if (method.class === "store-pickup") {
    const store = context.stores.find((s) => s.id === destination.storeId && s.cityId === context.city.id);
    if (!store) return { ok: false, message: null };
    const term = store.missing === 0 ? 0 : context.cityMissing === 0 ? TRANSFER_DAYS : WAREHOUSE_PICKUP_DAYS;
    return { ok: true, cost: 0, term, storeId: store.id };
  }
  const sameDay = method.class === "yandex-day-delivery";
  const source = sendingStore(context, destination, sameDay);
  if (!source || !context.hasCentre) return { ok: false, message: null };
  const quote = await quoteSafely(integrations, {
    service: SERVICE_OF[method.class],
    from: {
      lat: source.store.lat,
      lon: source.store.lon,
      address: source.store.address,
      city: {
        id: source.store.cityId,
        name: source.store.cityName,
        cdekCode: source.store.cdekCode,
        centre: { lat: source.store.lat, lon: source.store.lon },
      },
    },
    to: {
      lat: destination.lat,
      lon: destination.lon,
      address: destination.address,
      zip: destination.zip,
      pointCode: destination.pointCode,
      city: context.city,
    },
    declaredValue: request.cartTotal,
    weightGrams: parcelWeightGrams(request.units),
    now: request.now,
  });
  if (!quote.ok) return quote;
  const afterCutoff = sameDay && localHour(request.now, context.city.timeZone) >= SAME_DAY_CUTOFF_HOUR;
  return {
    ok: true,
    cost: shopperCost(quote.cost, request.cartTotal, sameDay ? null : context.freeFrom),
    term: quote.termDays + source.extraDays + (afterCutoff ? 1 : 0),
    storeId: source.extraDays === 0 ? source.store.id : null,
  };
}
