/** How a modification's stock is spread over the store network. */
import { DEFAULT_CITY_ID } from "./data/geo.ts";
import { STORES } from "./data/stores.ts";
import type { TRandom } from "./random.ts";
import type { SeedBuilder } from "./seed-builder.ts";

const OTHER_STORE_IDS = STORES.filter((s) => s.cityId !== DEFAULT_CITY_ID).map((s) => s.id);
const ALL_STORE_IDS = STORES.map((s) => s.id);
/** bigger shops (clinics, malls) hold more stock */
const STORE_WEIGHT = new Map(
  STORES.map((s) => [s.id, s.isClinic ? 1.3 : s.hours.startsWith("Ежедневно") ? 1.15 : 0.8]),
);

/**
 * 'none' (out of stock everywhere), 'outside-ekb' (only in other cities: the "retry without the
 * city filter" path), 'everywhere' (every store), 'normal'.
 */
export type TStockProfile = "normal" | "none" | "outside-ekb" | "everywhere";

/** Stock rows of one modification. `density` is the chance that a typical store holds it. */
export function addStock(
  b: SeedBuilder,
  modificationId: number,
  random: TRandom,
  profile: TStockProfile,
  density: number,
  maxQty: number,
): void {
  if (profile === "none") return;
  const storeIds = profile === "outside-ekb" ? OTHER_STORE_IDS : ALL_STORE_IDS;
  let placed = 0;
  for (const storeId of storeIds) {
    const p = profile === "everywhere" ? 1 : Math.min(0.95, density * (STORE_WEIGHT.get(storeId) ?? 1));
    if (!random.chance(p)) continue;
    b.rows.stock.push({ storeId, modificationId, quantity: random.int(1, maxQty) });
    placed++;
  }
  if (placed === 0 && profile === "outside-ekb") {
    b.rows.stock.push({
      storeId: random.pick(OTHER_STORE_IDS),
      modificationId,
      quantity: random.int(1, 3),
    });
  }
}
