import { LRUCache } from "lru-cache";
import type { IDeliveryCarrier, TCarrierCity, TCarrierPickupPoint } from "./delivery-carrier.ts";

/** A real carrier's point list changes a few times a day and runs to hundreds of points: kept an hour. */
export const PICKUP_POINTS_CACHE = { ttlMs: 60 * 60 * 1000, maxCities: 200 } as const;

/**
 * The carrier with its pickup points kept per city for PICKUP_POINTS_CACHE.ttlMs (one request in
 * flight per city; a failure is not kept). Quotes pass through.
 */
export function withCachedPickupPoints(carrier: IDeliveryCarrier): IDeliveryCarrier {
  const cache = new LRUCache<number, TCarrierPickupPoint[], TCarrierCity>({
    max: PICKUP_POINTS_CACHE.maxCities,
    ttl: PICKUP_POINTS_CACHE.ttlMs,
    fetchMethod: async (_cityId, _stale, { context }) => carrier.pickupPoints(context),
  });
  return {
    name: carrier.name,
    quote: (request) => carrier.quote(request),
    async pickupPoints(city) {
      return (await cache.fetch(city.id, { context: city })) ?? [];
    },
  };
}
