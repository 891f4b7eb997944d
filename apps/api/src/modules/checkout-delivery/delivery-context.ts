import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import type { TCarrierCity } from "../../integrations/delivery/delivery-carrier.ts";

/** site_vars keys of delivery: free delivery from this cart total (roubles); pickup classes switched off (comma-separated). */
export const FREE_DELIVERY_VAR = "freeDeliveryFrom";
export const EXCLUDED_PICKUP_CLASSES_VAR = "excludedPickupClasses";

export type TDeliveryItem = { modificationId: number; quantity: number };

/** A store of the network, and whether it holds every item of the order. */
export type TDeliveryStore = {
  id: number;
  cityId: number;
  cityName: string;
  cdekCode: number | null;
  name: string;
  address: string;
  lat: number;
  lon: number;
  phones: string[];
  hours: string;
  isClinic: boolean;
  /** items of the order this store lacks (0: it can send or hand over everything) */
  missing: number;
};

export type TDeliveryContext = {
  city: TCarrierCity & { timeZone: string };
  /** every store of the network (few dozen), the city's first */
  stores: TDeliveryStore[];
  /** items the city's stores together lack */
  cityMissing: number;
  /** kopecks; null: never free */
  freeFrom: number | null;
  excludedClasses: string[];
  /** false when the city has no known centre and no store (courier and partner points unavailable) */
  hasCentre: boolean;
};

type TRow = {
  id: number;
  name: string;
  cdek_id: number | null;
  centre_lat: number | null;
  centre_lon: number | null;
  time_zone: string | null;
  free_from: string | null;
  excluded: string | null;
  stores: Array<{
    id: number;
    city_id: number;
    city_name: string;
    cdek_id: number | null;
    name: string;
    address: string;
    lat: number;
    lon: number;
    phones: string[];
    hours: string;
    is_clinic: boolean;
    missing: number;
  }>;
  city_missing: number;
};

const DEFAULT_TIME_ZONE = "Asia/Yekaterinburg";

/** "3000" roubles → 300000 kopecks; anything else → null. */
function readRoubles(value: string | null): number | null {
  if (value === null || !/^\s*\d{1,7}\s*$/.test(value)) return null;
  return Number(value) * 100;
}

/**
 * Everything a delivery price needs, in one statement: the city (centre, CDEK code, time zone),
 * the site variables, and every store with the number of the order's items it lacks. Null for an
 * unknown city.
 */
export async function loadDeliveryContext(
  db: TDb,
  cityId: number,
  items: readonly TDeliveryItem[],
): Promise<TDeliveryContext | null> {
  const wanted = JSON.stringify(
    items.map((i) => ({ modification_id: i.modificationId, quantity: i.quantity })),
  );
  const [row] = await queryRows<TRow>(
    db,
    sql`with wanted as (
          select * from jsonb_to_recordset(${wanted}::jsonb) as w(modification_id int, quantity int)
        )
        select c.id, c.name, c.cdek_id, cc.lat as centre_lat, cc.lon as centre_lon, tz.time_zone,
          (select value from site_vars where key = ${FREE_DELIVERY_VAR}) as free_from,
          (select value from site_vars where key = ${EXCLUDED_PICKUP_CLASSES_VAR}) as excluded,
          (select coalesce(json_agg(json_build_object(
              'id', s.id, 'city_id', s.city_id, 'city_name', sc.name, 'cdek_id', sc.cdek_id,
              'name', s.name, 'address', s.address, 'lat', s.lat, 'lon', s.lon,
              'phones', s.phones, 'hours', s.hours, 'is_clinic', s.is_clinic,
              'missing', (select count(*) from wanted w
                          left join stock st on st.store_id = s.id and st.modification_id = w.modification_id
                          where coalesce(st.quantity, 0) < w.quantity))
            order by (s.city_id = c.id) desc, s.sort, s.id), '[]'::json)
           from stores s join cities sc on sc.id = s.city_id) as stores,
          (select count(*) from wanted w
            where (select coalesce(sum(st.quantity), 0) from stock st join stores s on s.id = st.store_id
                   where s.city_id = c.id and st.modification_id = w.modification_id) < w.quantity)::int as city_missing
        from cities c
        left join city_centres cc on cc.city_id = c.id
        left join city_time_zones tz on tz.city_id = c.id
        where c.id = ${cityId}`,
  );
  if (!row) return null;
  const stores: TDeliveryStore[] = (row.stores ?? []).map((s) => ({
    id: Number(s.id),
    cityId: Number(s.city_id),
    cityName: s.city_name,
    cdekCode: s.cdek_id === null ? null : Number(s.cdek_id),
    name: s.name,
    address: s.address,
    lat: Number(s.lat),
    lon: Number(s.lon),
    phones: s.phones ?? [],
    hours: s.hours,
    isClinic: Boolean(s.is_clinic),
    missing: Number(s.missing),
  }));
  const own = stores.filter((s) => s.cityId === Number(row.id));
  const centre =
    row.centre_lat !== null && row.centre_lon !== null
      ? { lat: Number(row.centre_lat), lon: Number(row.centre_lon) }
      : own.length > 0
        ? {
            lat: own.reduce((sum, s) => sum + s.lat, 0) / own.length,
            lon: own.reduce((sum, s) => sum + s.lon, 0) / own.length,
          }
        : null;
  return {
    city: {
      id: Number(row.id),
      name: row.name,
      cdekCode: row.cdek_id === null ? null : Number(row.cdek_id),
      centre: centre ?? { lat: 0, lon: 0 },
      timeZone: row.time_zone ?? DEFAULT_TIME_ZONE,
    },
    stores,
    cityMissing: Number(row.city_missing),
    freeFrom: readRoubles(row.free_from),
    excludedClasses: (row.excluded ?? "")
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean),
    hasCentre: centre !== null,
  };
}
