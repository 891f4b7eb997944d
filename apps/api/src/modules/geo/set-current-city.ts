import { eq } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { cities } from "../../db/schema.ts";
import { notFound } from "../../http/index.ts";
import type { TCityRow } from "./current-city.ts";

export const CITY_NOT_FOUND = "Город не найден";

/**
 * The city a shopper chooses, or 404 when it does not exist. The caller stores it on the session
 * (persistSession, which creates the row of a not-yet-persisted session).
 */
export async function findCityToSet(db: TDb, cityId: number): Promise<TCityRow> {
  const [city] = await db.select().from(cities).where(eq(cities.id, cityId)).limit(1);
  if (!city) throw notFound(CITY_NOT_FOUND);
  return city;
}
