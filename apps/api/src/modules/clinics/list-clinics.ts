import type { TClinic } from "@optika/api-contract";
import { addIsoDays, BOOKING_HORIZON_DAYS, zonedParts } from "@optika/domain/appointments";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { CLINIC_REF_COLUMNS, clinicRefDto, clock, ids, type TClinicRefRow } from "./clinic-rows.ts";

type TRow = TClinicRefRow & {
  hours: string;
  opening: { weekday: number; opens: number; closes: number }[] | null;
  closed: string[] | null;
  service_ids: number[] | null;
};

/**
 * Clinics of a city (stores with opening hours), with their week, holidays within the booking
 * horizon and the services their specialists provide (one statement).
 */
export async function listClinics(
  db: TDb,
  filter: { cityId: number; service?: number | undefined },
  now: Date,
): Promise<TClinic[]> {
  const rows = await queryRows<TRow>(
    db,
    sql`select ${CLINIC_REF_COLUMNS}, st.hours,
          (select json_agg(json_build_object('weekday', h.weekday, 'opens', h.opens_minute, 'closes', h.closes_minute) order by h.weekday)
             from clinic_opening_hours h where h.store_id = st.id) as opening,
          (select array_agg(d.day order by d.day) from clinic_closed_days d where d.store_id = st.id and d.day >= ${addIsoDays(now.toISOString().slice(0, 10), -1)}) as closed,
          (select array_agg(distinct ss.service_id) from specialist_stores sp join specialist_services ss on ss.specialist_id = sp.specialist_id
             where sp.store_id = st.id) as service_ids
        from stores st
        left join city_time_zones tz on tz.city_id = st.city_id
        where st.city_id = ${filter.cityId}
          and exists (select 1 from clinic_opening_hours h where h.store_id = st.id)
          ${
            filter.service === undefined
              ? sql``
              : sql`and exists (select 1 from specialist_stores sp join specialist_services ss on ss.specialist_id = sp.specialist_id
                                where sp.store_id = st.id and ss.service_id = ${filter.service})`
          }
        order by st.sort, st.id`,
  );
  return rows.map((r) => {
    const today = zonedParts(now.getTime(), r.time_zone).day;
    const last = addIsoDays(today, BOOKING_HORIZON_DAYS);
    return {
      ...clinicRefDto(r),
      hours: r.hours,
      opening_hours: (r.opening ?? []).map((h) => ({
        weekday: Number(h.weekday),
        opens: clock(Number(h.opens)),
        closes: clock(Number(h.closes)),
      })),
      closed_days: (r.closed ?? []).filter((d) => d >= today && d <= last),
      service_ids: ids(r.service_ids),
    };
  });
}
