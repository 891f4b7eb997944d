import type { TCitiesResponse } from "@optika/api-contract";
import { asc, isNotNull } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { cities, regions } from "../../db/schema.ts";
import { cityDto } from "./city-dto.ts";

/** Cities (optionally only those with a CDEK id), the regions that have them, favourites. Two queries. */
export async function listCities(db: TDb, onlyWithCdekId: boolean): Promise<TCitiesResponse> {
  const [cityRows, regionRows] = await Promise.all([
    db
      .select()
      .from(cities)
      .where(onlyWithCdekId ? isNotNull(cities.cdekId) : undefined)
      .orderBy(asc(cities.sort), asc(cities.name), asc(cities.id)),
    db.select().from(regions).orderBy(asc(regions.name), asc(regions.id)),
  ]);
  const regionIds = new Set(cityRows.map((c) => c.regionId));
  const list = cityRows.map(cityDto);
  return {
    cities: list,
    regions: regionRows.filter((r) => regionIds.has(r.id)).map((r) => ({ id: r.id, name: r.name })),
    favorites: cityRows.filter((c) => c.isFavourite).map(cityDto),
  };
}
