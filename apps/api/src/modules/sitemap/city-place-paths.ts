import type { TSitemapEntry } from "@optika/api-contract";
import { DEFAULT_CITY } from "@optika/domain/constants";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { queryRows } from "../../db/rows.ts";
import type { TAppDeps } from "../../http/deps.ts";
import { getCurrentCity } from "../geo/current-city.ts";

/**
 * Pages that show the city's own clinics and shops: on a host whose city has none they only say
 * 'В городе … пока нет наших салонов.' (and carry `noindex`), so that host's sitemap leaves them out.
 */
export const CITY_PLACE_PATHS: readonly string[] = ["/kontakty"];

/**
 * The sitemap of this host (decision 0056): its city is the one the host names, else the default
 * city — never a cookie's, so one host has one sitemap. A file without a city place page costs
 * nothing; one with it, two statements (the city, whether it has a store).
 */
export async function withoutEmptyCityPages(
  deps: TAppDeps,
  request: FastifyRequest,
  entries: readonly TSitemapEntry[],
): Promise<TSitemapEntry[]> {
  if (!entries.some((entry) => CITY_PLACE_PATHS.includes(entry.path))) return [...entries];
  const { city, source } = await getCurrentCity(deps, request);
  const cityId = source === "host" ? city.id : DEFAULT_CITY.id;
  const [row] = await queryRows<{ has_places: boolean }>(
    deps.db,
    sql`select exists (select 1 from stores where city_id = ${cityId}) as has_places`,
  );
  return row?.has_places ? [...entries] : entries.filter((entry) => !CITY_PLACE_PATHS.includes(entry.path));
}
