import { formatNumber, RUBLE_SIGN } from "@optika/domain/money";

/**
 * The face values of the listed certificates, each once, ascending, as a Russian list:
 * [500000, 100000, 200000] → "1 000, 2 000 и 5 000 ₽" (no-break spaces); null when none is listed.
 * The page's texts say what the catalogue sells, not a figure written once and left to drift.
 */
export function faceValuesText(pricesInKopecks: readonly number[]): string | null {
  const values = [...new Set(pricesInKopecks.filter((p) => Number.isFinite(p) && p > 0))].sort(
    (a, b) => a - b,
  );
  if (values.length === 0) return null;
  const list = new Intl.ListFormat("ru", { type: "conjunction" }).format(
    values.map((kopecks) => formatNumber(kopecks / 100, kopecks % 100 === 0 ? 0 : 2)),
  );
  return `${list}\u00a0${RUBLE_SIGN}`;
}
