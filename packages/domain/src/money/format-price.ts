import { formatNumber } from "./format-number.ts";
import { moneyMessages } from "./messages.ts";

export const RUBLE_SIGN = "₽";

/**
 * Price from integer kopecks: 199000 → "1 990 ₽", 199050 → "1 990,50 ₽" (U+00A0 before ₽).
 * Kopecks are shown only when non-zero; fractional kopecks are rounded.
 */
export function formatPrice(kopecks: number): string {
  return `${rublesAmount(kopecks)}\u00a0${RUBLE_SIGN}`;
}

/**
 * Several prices under one ruble sign, as a Russian list in the order given:
 * [100000, 200000, 500000] → "1 000, 2 000 и 5 000 ₽"; each amount as formatPrice writes it.
 */
export function formatPriceList(kopecks: readonly number[]): string {
  const list = new Intl.ListFormat("ru", { type: "conjunction" }).format(kopecks.map(rublesAmount));
  return `${list}\u00a0${RUBLE_SIGN}`;
}

/** The amount without the sign: "1 990", "1 990,50" (kopecks only when non-zero, rounded). */
function rublesAmount(kopecks: number): string {
  if (!Number.isFinite(kopecks)) return String(kopecks);
  const whole = Math.round(kopecks);
  return formatNumber(whole / 100, whole % 100 !== 0 ? 2 : 0);
}

/** A service's price: "Бесплатно" for a free one (a shopper reads "0 ₽" as a missing price), else formatPrice. */
export function formatServicePrice(kopecks: number): string {
  return kopecks === 0 ? moneyMessages.free : formatPrice(kopecks);
}
