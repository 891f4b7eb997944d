/** Rows copied from the hand-written data: the geography, the store network and the catalogue frame. */
import { BRANDS, CATEGORIES, FACETS } from "./data/catalog.ts";
import { CITIES, REGIONS } from "./data/geo.ts";
import { STORES } from "./data/stores.ts";
import type { TSeedRows } from "./seed-rows.ts";

/** Regions, cities and stores. */
export function addGeoRows(rows: TSeedRows): void {
  rows.regions.push(...REGIONS.map((r) => ({ ...r })));
  rows.cities.push(...CITIES.map((c) => ({ ...c })));
  rows.stores.push(...STORES.map((s) => ({ ...s, phones: [...s.phones] })));
}

/** Categories, brands and the facets of each category. */
export function addCatalogRows(rows: TSeedRows): void {
  rows.categories.push(...CATEGORIES.map((c) => ({ ...c })));
  rows.brands.push(...BRANDS.map((br) => ({ ...br })));
  rows.facets.push(...FACETS.map((f) => ({ ...f })));
}
