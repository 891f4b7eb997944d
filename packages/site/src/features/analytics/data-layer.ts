import type { TAnalyticsItem } from "@optika/domain/commerce";
import { ANALYTICS_CURRENCY } from "@optika/domain/constants";

/*
 * The typed commerce data layer (spec §7 "commerce data layer (currency RUB)", decision 0043).
 * Each event is one `window.dataLayer.push`, readable by both kinds of consumers: the GA4-style
 * `event` + `ecommerce.{currency, value, items}`, and the metrics counter's e-commerce keys
 * (`ecommerce.currencyCode` + `detail` / `add` / `remove` / `purchase` with `products`), which it
 * reads from `dataLayer` when initialised with `ecommerce: "dataLayer"`. Items are the domain's
 * mapping (`analyticsItem`: id, name, brand, category, price in rubles, quantity, modificationId).
 */

export const ECOMMERCE_EVENTS = [
  "view_item_list",
  "view_item",
  "add_to_cart",
  "remove_from_cart",
  "begin_checkout",
  "purchase",
] as const;
export type TEcommerceEventName = (typeof ECOMMERCE_EVENTS)[number];

/** The counter's own e-commerce action of an event (begin_checkout has none). */
const COUNTER_ACTIONS = {
  view_item_list: "impressions",
  view_item: "detail",
  add_to_cart: "add",
  remove_from_cart: "remove",
  begin_checkout: null,
  purchase: "purchase",
} as const satisfies Record<TEcommerceEventName, string | null>;

export type TDataLayerEcommerceEvent = {
  event: TEcommerceEventName;
  ecommerce: {
    currency: typeof ANALYTICS_CURRENCY;
    currencyCode: typeof ANALYTICS_CURRENCY;
    /** rubles: Σ price × quantity */
    value: number;
    items: TAnalyticsItem[];
    transaction_id?: string;
    item_list_name?: string;
    impressions?: TAnalyticsItem[];
    detail?: { products: TAnalyticsItem[] };
    add?: { products: TAnalyticsItem[] };
    remove?: { products: TAnalyticsItem[] };
    purchase?: { actionField: { id: string; revenue: number }; products: TAnalyticsItem[] };
  };
};

type TDataLayerWindow = { dataLayer?: unknown[] };

/** Rubles with kopecks, without float noise: 19.9 × 3 → 59.7. */
function rubles(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The data-layer object of one commerce event. */
export function ecommerceDataLayerEvent(
  event: TEcommerceEventName,
  items: readonly TAnalyticsItem[],
  o: { transactionId?: string | number; listName?: string } = {},
): TDataLayerEcommerceEvent {
  const list = [...items];
  const value = rubles(list.reduce((sum, item) => sum + item.price * item.quantity, 0));
  const ecommerce: TDataLayerEcommerceEvent["ecommerce"] = {
    currency: ANALYTICS_CURRENCY,
    currencyCode: ANALYTICS_CURRENCY,
    value,
    items: list,
  };
  if (o.listName) ecommerce.item_list_name = o.listName;
  const action = COUNTER_ACTIONS[event];
  if (action === "impressions") ecommerce.impressions = list;
  else if (action === "purchase") {
    const id = String(o.transactionId ?? "");
    ecommerce.transaction_id = id;
    ecommerce.purchase = { actionField: { id, revenue: value }, products: list };
  } else if (action) ecommerce[action] = { products: list };
  return { event, ecommerce };
}

/** Pushes a commerce event to `window.dataLayer` (created when absent); a no-op on the server. */
export function trackEcommerce(
  event: TEcommerceEventName,
  items: readonly TAnalyticsItem[],
  o: { transactionId?: string | number; listName?: string } = {},
  target: TDataLayerWindow | undefined = typeof window === "undefined"
    ? undefined
    : (window as TDataLayerWindow),
): void {
  if (!target || items.length === 0) return;
  target.dataLayer ??= [];
  target.dataLayer.push(ecommerceDataLayerEvent(event, items, o));
}
