import type { TAddressSuggestion } from "@optika/api-contract";
import { eq } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { cities, cityCentres } from "../../db/schema.ts";
import type { TDeliveryIntegrations } from "../../integrations/delivery/delivery-integrations.ts";

/** Most suggestions answered. */
export const ADDRESS_SUGGESTIONS_LIMIT = 10;

/**
 * GET /checkout/address-suggestions: addresses of the city matching what the shopper typed (one
 * statement for the city; nothing for an empty query or an unknown city).
 */
export async function suggestAddresses(
  db: TDb,
  integrations: TDeliveryIntegrations,
  cityId: number,
  query: string,
): Promise<TAddressSuggestion[]> {
  if (!query) return [];
  const [city] = await db
    .select({ id: cities.id, name: cities.name, lat: cityCentres.lat, lon: cityCentres.lon })
    .from(cities)
    .leftJoin(cityCentres, eq(cityCentres.cityId, cities.id))
    .where(eq(cities.id, cityId));
  if (!city) return [];
  const centre = { lat: city.lat ?? 0, lon: city.lon ?? 0 };
  // an unreachable address service leaves the shopper typing the address by hand
  return integrations.addresses
    .suggest(query, { id: city.id, name: city.name, centre }, ADDRESS_SUGGESTIONS_LIMIT)
    .catch(() => []);
}
