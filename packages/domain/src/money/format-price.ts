import { formatNumber } from "./format-number.ts";
import { moneyMessages } from "./messages.ts";

export const RUBLE_SIGN = "₽";

/**
 * Price from integer kopecks: 199000 → "1 990 ₽", 199050 → "1 990,50 ₽" (U+00A0 before ₽).
 * Kopecks are shown only when non-zero; fractional kopecks are rounded.
 */
export function formatPrice(kopecks: number): string {
  if (!Number.isFinite(kopecks)) return `${String(kopecks)}\u00a0${RUBLE_SIGN}`;
  const whole = Math.round(kopecks);
  const hasKopecks = whole % 100 !== 0;
  return `${formatNumber(whole / 100, hasKopecks ? 2 : 0)}\u00a0${RUBLE_SIGN}`;
}

/** A service's price: "Бесплатно" for a free one (a shopper reads "0 ₽" as a missing price), else formatPrice. */
export function formatServicePrice(kopecks: number): string {
  return kopecks === 0 ? moneyMessages.free : formatPrice(kopecks);
}
