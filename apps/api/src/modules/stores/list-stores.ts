import type { TStore } from "@optika/api-contract";
import { asc, eq } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { stores } from "../../db/schema.ts";

/** Stores and clinics of one city, or of every city when cityId is null. */
export async function listStores(db: TDb, cityId: number | null): Promise<TStore[]> {
  const rows = await db
    .select()
    .from(stores)
    .where(cityId === null ? undefined : eq(stores.cityId, cityId))
    .orderBy(asc(stores.cityId), asc(stores.sort), asc(stores.id));
  return rows.map((r) => ({
    id: r.id,
    city_id: r.cityId,
    name: r.name,
    address: r.address,
    lat: r.lat,
    lon: r.lon,
    phones: r.phones,
    hours: r.hours,
    is_clinic: r.isClinic,
  }));
}
