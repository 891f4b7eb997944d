import { ORDER_MESSAGES as M, type TDeliveryAddress } from "@optika/api-contract";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import type { TDeliveryType } from "../../db/schema.ts";
import { HttpError } from "../../http/index.ts";

/** What an order asks of delivery. */
export type TOrderDeliveryRequest = {
  deliveryId: number;
  type: TDeliveryType;
  pointCode: string | null;
  address: TDeliveryAddress | null;
  cityId: number;
  /** kopecks, after the promo discount */
  itemsTotal: number;
};

/** The delivery of an order: its price and term, and where the stock is taken from. */
export type TOrderDeliveryQuote = {
  deliveryClass: string;
  /** kopecks */
  cost: number;
  termDays: number | null;
  termLabel: string | null;
  /** the chain's store the shopper collects from (stock reserved there); null → any store of the city */
  storeId: number | null;
};

/**
 * The seam between orders and delivery pricing (decision 0032): order creation calls this inside
 * its transaction. The delivery module (checkout-delivery, issue 11) provides the real quote; until
 * it is wired in, `quoteChainDelivery` is the default. Null: the delivery is not available.
 */
export type TOrderDeliveryQuoter = (
  db: TDb,
  request: TOrderDeliveryRequest,
) => Promise<TOrderDeliveryQuote | null>;

/** Ids of the chain's own methods (as checkout-delivery numbers them: 1 store pickup, 3 courier). */
const CHAIN_DELIVERY_IDS = { storePickup: 1, courier: 3 } as const;
/** Spec §9: delivery estimate pickup +3 days, courier +4. */
const PICKUP_TERM_DAYS = 3;
const COURIER_TERM_DAYS = 4;
/** The chain's own courier: 300 ₽, free from 3000 ₽. */
const COURIER_COST = 30_000;
const COURIER_FREE_FROM = 300_000;

/** Pickup point code of a chain's store ('store-12'), as the pickup points list gives it. */
export function storeIdOfPointCode(code: string | null): number | null {
  const match = code === null ? null : /^store-(\d{1,9})$/.exec(code);
  return match ? Number(match[1]) : null;
}

/**
 * The chain's own deliveries: pickup at one of its stores of the city (free, reserved in that
 * store), or its courier in the city (reserved in the city's stores).
 */
export const quoteChainDelivery: TOrderDeliveryQuoter = async (db, request) => {
  if (request.type === "courier") {
    if (request.deliveryId !== CHAIN_DELIVERY_IDS.courier) return null;
    return {
      deliveryClass: "courier",
      cost: request.itemsTotal >= COURIER_FREE_FROM ? 0 : COURIER_COST,
      termDays: COURIER_TERM_DAYS,
      termLabel: `${COURIER_TERM_DAYS} дня`,
      storeId: null,
    };
  }
  const storeId = storeIdOfPointCode(request.pointCode);
  if (storeId === null || request.deliveryId !== CHAIN_DELIVERY_IDS.storePickup) return null;
  const [store] = await queryRows<{ id: number }>(
    db,
    sql`select id from stores where id = ${storeId} and city_id = ${request.cityId}`,
  );
  if (!store) return null;
  return {
    deliveryClass: "store-pickup",
    cost: 0,
    termDays: PICKUP_TERM_DAYS,
    termLabel: `${PICKUP_TERM_DAYS} дня`,
    storeId,
  };
};

/** The quote or 400 'Выбранный способ доставки не доступен по вашему адресу' on the delivery field. */
export async function requireDeliveryQuote(
  quoter: TOrderDeliveryQuoter,
  db: TDb,
  request: TOrderDeliveryRequest,
): Promise<TOrderDeliveryQuote> {
  const quote = await quoter(db, request);
  if (!quote) {
    const field = request.type === "pickup" ? "delivery.pointCode" : "delivery.address";
    throw new HttpError(400, M.deliveryUnavailable, { [field]: [M.deliveryUnavailable] });
  }
  return quote;
}
