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
/** Spec §9: pickup when the goods come from the warehouse (today + 3 days). */
export const WAREHOUSE_PICKUP_DAYS = 3;

/** The cost the shopper pays: free from `freeFrom` kopecks of the cart (null: never). */
export function shopperCost(carrierCost: number, cartTotal: number, freeFrom: number | null): number {
  return freeFrom !== null && cartTotal >= freeFrom ? 0 : carrierCost;
}
