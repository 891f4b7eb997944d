import type { TAnalyticsItem } from "@optika/domain/commerce";
import type { TEcommerceEventName } from "./data-layer.ts";

/**
 * `trackEcommerce` loaded on first use: the data layer's code stays out of the JavaScript every
 * page loads before interaction (decision 0015's budget); events are pushed a tick later.
 */
export function trackEcommerceLater(
  event: TEcommerceEventName,
  items: readonly TAnalyticsItem[],
  o: { transactionId?: string | number; listName?: string } = {},
): void {
  if (typeof window === "undefined" || items.length === 0) return;
  void import("./data-layer.ts")
    .then((m) => m.trackEcommerce(event, items, o))
    .catch(() => {
      // analytics must never break the shop
    });
}
