import type { TCart } from "@optika/api-contract";
import { analyticsItem, type TAnalyticsItem } from "@optika/domain/commerce";

type TCartLine = TCart["items"][number];

/** A cart line as a data-layer item (the line's unit price; a cart line names no brand or category). */
export function cartLineAnalyticsItem(line: TCartLine, quantity: number = line.quantity): TAnalyticsItem {
  return analyticsItem(
    { id: line.product.id, name: line.product.name, price: line.unit_price },
    quantity,
    line.modification.id,
  );
}

/** Every line of a cart as data-layer items (begin_checkout). */
export function cartAnalyticsItems(cart: Pick<TCart, "items">): TAnalyticsItem[] {
  return cart.items.map((line) => cartLineAnalyticsItem(line));
}

/**
 * What changed between two carts, as data-layer events: a line that grew is an add_to_cart of the
 * difference, one that shrank or left a remove_from_cart.
 */
export function cartChangeItems(
  before: Pick<TCart, "items"> | undefined,
  after: Pick<TCart, "items">,
): { added: TAnalyticsItem[]; removed: TAnalyticsItem[] } {
  const previous = new Map((before?.items ?? []).map((line) => [line.id, line]));
  const added: TAnalyticsItem[] = [];
  const removed: TAnalyticsItem[] = [];
  for (const line of after.items) {
    const delta = line.quantity - (previous.get(line.id)?.quantity ?? 0);
    if (delta > 0) added.push(cartLineAnalyticsItem(line, delta));
    if (delta < 0) removed.push(cartLineAnalyticsItem(line, -delta));
    previous.delete(line.id);
  }
  for (const line of previous.values()) removed.push(cartLineAnalyticsItem(line));
  return { added, removed };
}
