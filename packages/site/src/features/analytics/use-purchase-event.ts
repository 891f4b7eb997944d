import type { TAnalyticsItem } from "@optika/domain/commerce";
import { useEffect } from "react";
import { trackEcommerceLater } from "./track-ecommerce-lazy.ts";

/** sessionStorage key of the orders whose purchase this tab already reported. */
const REPORTED_KEY = "analytics:purchased";

function reported(): string[] {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(REPORTED_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

/**
 * The purchase event of a thank-you page: once per order (a reload or the payment provider's
 * return does not count it twice in this tab).
 */
export function usePurchaseEvent(order: { number: string; analyticsItems: readonly TAnalyticsItem[] }): void {
  useEffect(() => {
    const done = reported();
    if (done.includes(order.number)) return;
    trackEcommerceLater("purchase", order.analyticsItems, { transactionId: order.number });
    try {
      window.sessionStorage.setItem(REPORTED_KEY, JSON.stringify([...done, order.number].slice(-20)));
    } catch {
      // storage off: the event may repeat on reload, nothing else
    }
  }, [order.number, order.analyticsItems]);
}
