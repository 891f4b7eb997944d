import { DELIVERY_ESTIMATE_DAYS } from "@optika/domain/constants";
import { pluralRu } from "@optika/domain/language";

/** 'сегодня', 'завтра', '3 дня', '5 дней'. */
export function termLabel(days: number): string {
  if (days <= 0) return "сегодня";
  if (days === 1) return "завтра";
  return `${days} ${pluralRu(days, ["день", "дня", "дней"])}`;
}

/** Days a parcel waits before it leaves: 0 in stock at the sending store, else gathered from others. */
export const GATHERING_DAYS = 2;
/** Pickup at a store of the city that lacks an item: moved from another store of the city. */
export const TRANSFER_DAYS = 1;
/** Spec §9: pickup when the goods come from the warehouse (today + 3 days, as quick-buy says). */
export const WAREHOUSE_PICKUP_DAYS = DELIVERY_ESTIMATE_DAYS.pickup;

/** The cost the shopper pays: free from `freeFrom` kopecks of the cart (null: never). */
export function shopperCost(carrierCost: number, cartTotal: number, freeFrom: number | null): number {
  return freeFrom !== null && cartTotal >= freeFrom ? 0 : carrierCost;
}

/** Same-day delivery: orders after this local hour go out the next day. */
export const SAME_DAY_CUTOFF_HOUR = 15;

/** Local hour (0–23) of an instant in an IANA zone. */
export function localHour(now: Date, timeZone: string): number {
  return Number(
    new Intl.DateTimeFormat("en-GB", { hour: "numeric", hourCycle: "h23", timeZone }).format(now),
  );
}
