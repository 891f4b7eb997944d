import { formatPrice } from "./format-price.ts";
import { moneyMessages } from "./messages.ts";

/**
 * Price of one lens in kopecks: the pack price divided by the lenses in the pack, rounded to
 * whole kopecks. `null` when the pack size is not a positive whole number or the price is not a
 * non-negative finite number (nothing sensible to compare).
 */
export function pricePerLens(packPrice: number, lensesInPack: number): number | null {
  if (!Number.isInteger(lensesInPack) || lensesInPack <= 0) return null;
  if (!Number.isFinite(packPrice) || packPrice < 0) return null;
  return Math.round(packPrice / lensesInPack);
}

/** "73 ₽ за линзу" for a pack price and its lens count; `null` when there is no per-lens price. */
export function formatPricePerLens(packPrice: number, lensesInPack: number): string | null {
  const perLens = pricePerLens(packPrice, lensesInPack);
  return perLens === null ? null : moneyMessages.perLens(formatPrice(perLens));
}
