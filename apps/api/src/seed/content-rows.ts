/** Site content: the menu and the site variables. */
import { MENU_ITEMS, SITE_VARS } from "./data/site.ts";
import type { TSeedRows } from "./seed-rows.ts";

/** Lens lines sold only while in stock (site variable productsUnavailableAtZeroStock). */
const UNAVAILABLE_AT_ZERO_STOCK = [
  "misight-1-day",
  "1-day-acuvue-moist-multifocal",
  "biofinity-multifocal",
  "air-optix-colors",
];

/** `lensIds`: product id of each lens line by slug (the site variables name some of them). */
export function addContentRows(rows: TSeedRows, lensIds: ReadonlyMap<string, number>): void {
  MENU_ITEMS.forEach((item, index) => {
    rows.menuItems.push({ id: index + 1, ...item, position: (index + 1) * 10 });
  });
  const unavailableAtZero = UNAVAILABLE_AT_ZERO_STOCK.map((slug) => lensIds.get(slug)).filter(
    (v): v is number => v !== undefined,
  );
  const vars: Record<string, string> = {
    ...SITE_VARS,
    productsUnavailableAtZeroStock: unavailableAtZero.join(","),
  };
  rows.siteVars.push(...Object.entries(vars).map(([key, value]) => ({ key, value })));
}
