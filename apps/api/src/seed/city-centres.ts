import type { TDb } from "../db/client.ts";
import { cityCentres } from "../db/schema.ts";
import { CITY_CENTRES } from "./data/city-centres.ts";
import { CITIES } from "./data/geo.ts";

/** The centre of every seeded city (delivery distances, the partner pickup network). */
export async function seedCityCentres(db: TDb): Promise<number> {
  const rows = CITIES.flatMap((city) => {
    const centre = CITY_CENTRES[city.subDomain];
    return centre ? [{ cityId: city.id, lat: centre[0], lon: centre[1] }] : [];
  });
  if (rows.length > 0) await db.insert(cityCentres).values(rows);
  return rows.length;
}
