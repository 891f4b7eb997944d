import type { TCart, TCartItem } from "@optika/api-contract";

/** The cart's figures from its priced lines: count (sum of quantities), total and bonuses in kopecks/points. */
export function cartTotals(
  items: readonly Pick<TCartItem, "quantity" | "line_total" | "line_bonus">[],
): Pick<TCart, "count" | "total" | "bonus_total"> {
  let count = 0;
  let total = 0;
  let bonus = 0;
  for (const item of items) {
    count += item.quantity;
    total += item.line_total;
    bonus += item.line_bonus;
  }
  return { count, total, bonus_total: bonus };
}

/** The most units a line may hold: the stock of its modification, never above the absurd-quantity cap. */
export function lineLimit(stock: number, cap: number): number {
  return Math.max(0, Math.min(stock, cap));
}
