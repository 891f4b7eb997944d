import { eq } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { cities, sessions } from "../../db/schema.ts";
import { notFound, type TCityRow } from "../../http/index.ts";

export const CITY_NOT_FOUND = "Город не найден";

/** Stores the chosen city on the session; 404 when the city does not exist. */
export async function setCurrentCity(db: TDb, sessionToken: string, cityId: number): Promise<TCityRow> {
  const [city] = await db.select().from(cities).where(eq(cities.id, cityId)).limit(1);
  if (!city) throw notFound(CITY_NOT_FOUND);
  await db.update(sessions).set({ cityId }).where(eq(sessions.token, sessionToken));
  return city;
}
