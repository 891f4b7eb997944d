import type { TGeoPoint } from "./distance.ts";

/**
 * What the shop asks a carrier: courier to a door, a parcel to a partner pickup point, or a
 * same-day courier (Yandex Delivery's express). Every carrier (the simulator, CDEK, Yandex
 * Delivery) answers through this one interface (decision 0033).
 */
export type TCarrierService = "courier" | "partner-pickup" | "same-day";

/** A city as the carriers know it. */
export type TCarrierCity = {
  id: number;
  name: string;
  /** CDEK's city code (cities.cdek_id); null where CDEK does not go */
  cdekCode: number | null;
  /** the city centre */
  centre: TGeoPoint;
};

export type TCarrierQuoteRequest = {
  service: TCarrierService;
  /** the store the parcel leaves from */
  from: TGeoPoint & { city: TCarrierCity; address: string };
  /** the door or the pickup point */
  to: TGeoPoint & { city: TCarrierCity; address: string; zip: string; pointCode?: string };
  /** kopecks: the parcel's declared value */
  declaredValue: number;
  weightGrams: number;
  /** when the order would be handed over */
  now: Date;
};

/**
 * A carrier's answer: cost in kopecks (the carrier's price, before the shop's free-delivery rule)
 * and term in whole days after hand-over; or the carrier's refusal with its message (null: none).
 */
export type TCarrierQuote =
  | { ok: true; cost: number; termDays: number }
  | { ok: false; message: string | null };

export type TCarrierPickupPoint = {
  code: string;
  kind: "partner-office" | "parcel-locker";
  name: string;
  address: string;
  lat: number;
  lon: number;
  phones: string[];
  hours: string;
};

export interface IDeliveryCarrier {
  /** 'simulator', 'cdek', 'yandex-delivery' (logs and tests) */
  readonly name: string;
  quote(request: TCarrierQuoteRequest): Promise<TCarrierQuote>;
  /** the carrier's pickup points in the city */
  pickupPoints(city: TCarrierCity): Promise<TCarrierPickupPoint[]>;
}
