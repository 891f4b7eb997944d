import type { TAnalyticsItem } from "@optika/domain/commerce";
import { useEffect, useRef } from "react";
import type { TEcommerceEventName } from "./data-layer.ts";
import { trackEcommerceLater } from "./track-ecommerce-lazy.ts";

/**
 * Pushes a commerce event once per `key` after the page showed it (view_item per product,
 * view_item_list per listing page, begin_checkout per checkout visit) — never during SSR.
 */
export function useEcommerceEvent(
  event: TEcommerceEventName,
  key: string | null,
  items: () => readonly TAnalyticsItem[],
  o: { listName?: string } = {},
): void {
  const build = useRef(items);
  build.current = items;
  useEffect(() => {
    if (key === null) return;
    trackEcommerceLater(event, build.current(), o.listName ? { listName: o.listName } : {});
  }, [event, key, o.listName]);
}
