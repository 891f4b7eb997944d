import { formatPriceList } from "@optika/domain/money";

/**
 * The face values of the listed certificates, each once, ascending, under one ruble sign:
 * [500000, 100000, 200000] → "1 000, 2 000 и 5 000 ₽"; null when none is listed. The page's texts
 * say what the catalogue sells, not a figure written once and left to drift.
 */
export function faceValuesText(pricesInKopecks: readonly number[]): string | null {
  const values = [...new Set(pricesInKopecks.filter((p) => Number.isFinite(p) && p > 0))].sort(
    (a, b) => a - b,
  );
  return values.length === 0 ? null : formatPriceList(values);
}
