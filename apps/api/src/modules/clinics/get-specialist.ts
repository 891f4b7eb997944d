import type { TSpecialistDetail } from "@optika/api-contract";
import { appointmentMessages } from "@optika/domain/appointments";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { notFound } from "../../http/index.ts";
import {
  CLINIC_REF_COLUMNS,
  clinicRefDto,
  clock,
  SERVICE_COLUMNS,
  serviceDto,
  type TClinicRefRow,
  type TServiceRow,
} from "./clinic-rows.ts";
import { SPECIALIST_COLUMNS, specialistDto, type TSpecialistRow } from "./list-specialists.ts";

type TShiftRow = {
  store_id: number;
  weekday: number;
  starts_minute: number;
  ends_minute: number;
  break_starts_minute: number | null;
  break_ends_minute: number | null;
};

/** One specialist with clinics, services and weekly shifts (four statements). */
export async function getSpecialist(db: TDb, id: number): Promise<TSpecialistDetail> {
  const [row] = await queryRows<TSpecialistRow & { bio: string; education: string }>(
    db,
    sql`select ${SPECIALIST_COLUMNS}, sp.bio, sp.education from specialists sp where sp.id = ${id}`,
  );
  if (!row) throw notFound(appointmentMessages.specialistUnknown);
  const [stores, services, shifts] = await Promise.all([
    queryRows<TClinicRefRow>(
      db,
      sql`select ${CLINIC_REF_COLUMNS} from specialist_stores x
          join stores st on st.id = x.store_id
          join cities ci on ci.id = st.city_id
          left join city_time_zones tz on tz.city_id = st.city_id
          where x.specialist_id = ${id} order by ci.sort, st.sort, st.id`,
    ),
    queryRows<TServiceRow>(
      db,
      sql`select ${SERVICE_COLUMNS} from specialist_services x
          join services sv on sv.id = x.service_id
          join service_categories sc on sc.id = sv.category_id
          where x.specialist_id = ${id} order by sc.sort, sv.sort, sv.id`,
    ),
    queryRows<TShiftRow>(
      db,
      sql`select store_id, weekday, starts_minute, ends_minute, break_starts_minute, break_ends_minute
          from specialist_shifts where specialist_id = ${id} order by weekday`,
    ),
  ]);
  return {
    ...specialistDto(row),
    bio: row.bio,
    education: row.education,
    stores: stores.map(clinicRefDto),
    services: services.map(serviceDto),
    schedule: shifts.map((s) => ({
      store_id: Number(s.store_id),
      weekday: Number(s.weekday),
      starts: clock(Number(s.starts_minute)),
      ends: clock(Number(s.ends_minute)),
      break_starts: s.break_starts_minute === null ? null : clock(Number(s.break_starts_minute)),
      break_ends: s.break_ends_minute === null ? null : clock(Number(s.break_ends_minute)),
    })),
  };
}
