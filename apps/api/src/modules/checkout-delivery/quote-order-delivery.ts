import {
  CHECKOUT_DELIVERY_MESSAGES as M,
  type TDeliveryClass,
  type TDeliveryType,
} from "@optika/api-contract";
import type { TDb } from "../../db/client.ts";
import type { TFoundAddress } from "../../integrations/address-suggestions/address-suggestions.ts";
import type { TDeliveryIntegrations } from "../../integrations/delivery/delivery-integrations.ts";
import { haversineKm } from "../../integrations/delivery/distance.ts";
import { loadDeliveryContext, type TDeliveryContext, type TDeliveryItem } from "./delivery-context.ts";
import { findDeliveryMethod, storeIdOfPointCode } from "./delivery-methods.ts";
import { termLabel } from "./delivery-terms.ts";
import { priceDelivery } from "./price-delivery.ts";

/** What quoting needs from the app: the database (or the order's transaction), the integrations, the clock. */
export type TDeliveryDeps = { db: TDb; delivery: TDeliveryIntegrations; now: () => Date };

/** The door details the shopper typed (courier); coordinates from the chosen suggestion, if any. */
export type TOrderAddressInput = {
  /** the full address (the suggestion's value) */
  full: string;
  zip?: string;
  lat?: number;
  lon?: number;
  flat?: string;
  entrance?: string;
  floor?: string;
  intercom?: string;
  comment?: string;
};

export type TQuoteOrderDeliveryInput = {
  cityId: number;
  deliveryId: number;
  /** pickup: 'store-12' or the partner point's code */
  pointCode?: string | null;
  /** courier: the address */
  address?: TOrderAddressInput | null;
  /** kopecks, as the server priced the cart */
  cartTotal: number;
  items: readonly TDeliveryItem[];
};

/** The address an order keeps (a pickup order: the point's). */
export type TOrderDeliveryAddress = {
  full: string;
  short: string;
  city_id: number;
  zip: string;
  lat: number;
  lon: number;
  flat: string;
  entrance: string;
  floor: string;
  intercom: string;
  comment: string;
};

export type TOrderDeliveryQuote =
  | {
      ok: true;
      deliveryId: number;
      class: TDeliveryClass;
      type: TDeliveryType;
      /** the method's name ('Самовывоз из салона') */
      name: string;
      /** kopecks the shopper pays for delivery */
      cost: number;
      /** days */
      term: number;
      termLabel: string;
      /** the chain's store to reserve stock in (pickup at a clinic or shop; a courier parcel sent
       * from a store that holds everything); null: reserve anywhere in the city/network */
      storeId: number | null;
      /** pickup: the point's code ('store-12' or the carrier's) */
      pointCode: string | null;
      /** pickup: the point's name */
      pointName: string | null;
      address: TOrderDeliveryAddress;
    }
  | { ok: false; status: 400 | 404; message: string };

/** A door within this distance of the city centre counts as the city's (coordinates sent without a found address). */
const CITY_RADIUS_KM = 60;

const clean = (value: string | undefined, max: number) =>
  (value ?? "").replaceAll("\u0000", "").trim().slice(0, max);

function notAvailable(message: string | null = null): TOrderDeliveryQuote {
  return { ok: false, status: 400, message: message ?? M.notAvailable };
}

/**
 * Finds the door. Coordinates sent with the address (the chosen suggestion or the map pin) are
 * used when they lie in the city; otherwise the address service reads the full address. Null:
 * not an address the city's couriers can reach.
 */
async function locateDoor(
  deps: TDeliveryDeps,
  context: TDeliveryContext,
  address: TOrderAddressInput,
): Promise<Pick<TFoundAddress, "value" | "short" | "zip" | "lat" | "lon"> | null> {
  const full = clean(address.full, 300);
  if (!full) return null;
  const found = await deps.delivery.addresses.locate(full, { ...context.city }).catch(() => null);
  const { lat, lon } = address;
  const hasCoordinates =
    lat !== undefined && lon !== undefined && Number.isFinite(lat) && Number.isFinite(lon);
  if (hasCoordinates && haversineKm({ lat, lon }, context.city.centre) <= CITY_RADIUS_KM) {
    return { value: full, short: found?.short ?? full, zip: found?.zip || clean(address.zip, 6), lat, lon };
  }
  return found ? { ...found, zip: found.zip || clean(address.zip, 6) } : null;
}

/**
 * The delivery of an order, priced by the server (never by the client): checks the method is
 * available in the city, finds the pickup point or the door, and answers cost, term, the store
 * to reserve stock in and the address to keep. Reads only (one statement + the carrier/address
 * service), so orders may call it before or inside their transaction.
 */
export async function quoteOrderDelivery(
  deps: TDeliveryDeps,
  input: TQuoteOrderDeliveryInput,
): Promise<TOrderDeliveryQuote> {
  const method = findDeliveryMethod(input.deliveryId);
  if (!method) return { ok: false, status: 404, message: M.unknownDelivery };
  const context = await loadDeliveryContext(deps.db, input.cityId, input.items);
  if (!context) return { ok: false, status: 404, message: M.unknownCity };
  if (context.excludedClasses.includes(method.class)) return notAvailable();
  const units = input.items.reduce((sum, i) => sum + i.quantity, 0);
  const now = deps.now();

  const answer = async (
    destination: {
      lat: number;
      lon: number;
      full: string;
      short: string;
      zip: string;
      pointCode?: string;
      storeId?: number;
    },
    point: { code: string; name: string } | null,
  ): Promise<TOrderDeliveryQuote> => {
    // a partner point is priced like the carrier's city tariff: to the city centre (as the pickup list shows it)
    const at = method.class === "partner-pickup" ? context.city.centre : destination;
    const price = await priceDelivery(deps.delivery, {
      method,
      context,
      destination: { ...destination, lat: at.lat, lon: at.lon, address: destination.full },
      cartTotal: input.cartTotal,
      units,
      now,
    });
    if (!price.ok) return notAvailable(price.message);
    const door = input.address;
    return {
      ok: true,
      deliveryId: method.id,
      class: method.class,
      type: method.type,
      name: method.name,
      cost: price.cost,
      term: price.term,
      termLabel: termLabel(price.term),
      storeId: price.storeId,
      pointCode: point?.code ?? null,
      pointName: point?.name ?? null,
      address: {
        full: destination.full,
        short: destination.short,
        city_id: context.city.id,
        zip: destination.zip,
        lat: destination.lat,
        lon: destination.lon,
        flat: point ? "" : clean(door?.flat, 20),
        entrance: point ? "" : clean(door?.entrance, 10),
        floor: point ? "" : clean(door?.floor, 10),
        intercom: point ? "" : clean(door?.intercom, 20),
        comment: clean(door?.comment, 500),
      },
    };
  };

  if (method.type === "pickup") {
    const code = clean(input.pointCode ?? "", 40);
    if (!code) return { ok: false, status: 400, message: M.calculatePickup };
    if (method.class === "store-pickup") {
      const storeId = storeIdOfPointCode(code);
      const store = context.stores.find((s) => s.id === storeId && s.cityId === context.city.id);
      if (!store) return { ok: false, status: 404, message: M.savedPointGone };
      return answer(
        {
          lat: store.lat,
          lon: store.lon,
          full: `${context.city.name}, ${store.address}`,
          short: store.address,
          zip: "",
          pointCode: code,
          storeId: store.id,
        },
        { code, name: store.name },
      );
    }
    const points = await deps.delivery.carrier.pickupPoints(context.city).catch(() => []);
    const point = points.find((p) => p.code === code);
    if (!point) return { ok: false, status: 404, message: M.savedPointGone };
    return answer(
      { lat: point.lat, lon: point.lon, full: point.address, short: point.address, zip: "", pointCode: code },
      { code, name: point.name },
    );
  }
  if (!input.address) return { ok: false, status: 400, message: M.address };
  const door = await locateDoor(deps, context, input.address);
  if (!door) return notAvailable();
  return answer({ lat: door.lat, lon: door.lon, full: door.value, short: door.short, zip: door.zip }, null);
}
