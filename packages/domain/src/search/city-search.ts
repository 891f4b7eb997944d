import { citySearchKey } from "./keyboard-layout.ts";

export type TCity = { readonly id: number; readonly name: string; readonly regionId: number };
export type TRegion = { readonly id: number; readonly name: string };
export type TCityHit = { readonly city: TCity; readonly label: string };

/** "name (region)", or just the name when the region is unknown. */
export function cityLabel(city: TCity, regions: readonly TRegion[]): string {
  const region = regions.find((r) => r.id === city.regionId);
  return region ? `${city.name} (${region.name})` : city.name;
}

/**
 * Cities whose name contains the query: Latin-layout typing converted to Cyrillic, 'ё' as 'е',
 * case-insensitive. An empty query finds nothing (the modal shows regions then).
 */
export function searchCities(
  query: string,
  cities: readonly TCity[],
  regions: readonly TRegion[],
): TCityHit[] {
  const key = citySearchKey(query);
  if (key === "") return [];
  return cities
    .filter((city) => citySearchKey(city.name).includes(key))
    .map((city) => ({ city, label: cityLabel(city, regions) }));
}

/** Regions for stage 1 of the city modal: only those that have cities. */
export function regionsWithCities(regions: readonly TRegion[], cities: readonly TCity[]): TRegion[] {
  const used = new Set(cities.map((city) => city.regionId));
  return regions.filter((region) => used.has(region.id));
}

/** Stage 2 of the city modal: the cities of one region. */
export function citiesOfRegion(regionId: number, cities: readonly TCity[]): TCity[] {
  return cities.filter((city) => city.regionId === regionId);
}
