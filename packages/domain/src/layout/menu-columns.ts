import { brandLayout } from "./partner-mode.ts";

/** Splits the header menu into columns of 2 items (1 in partner mode), in order. */
export function menuColumns<T>(items: readonly T[], isPartner: boolean): T[][] {
  const size = brandLayout(isPartner).menuItemsPerColumn;
  const columns: T[][] = [];
  for (let i = 0; i < items.length; i += size) columns.push(items.slice(i, i + size));
  return columns;
}
