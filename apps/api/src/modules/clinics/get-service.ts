import type { TServiceDetail } from "@optika/api-contract";
import { appointmentMessages } from "@optika/domain/appointments";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { notFound } from "../../http/index.ts";
import {
  CLINIC_REF_COLUMNS,
  clinicRefDto,
  ids,
  SERVICE_COLUMNS,
  serviceDto,
  type TClinicRefRow,
  type TServiceRow,
} from "./clinic-rows.ts";

/** One service by slug with the clinics and specialists that provide it (two statements). */
export async function getService(db: TDb, slug: string): Promise<TServiceDetail> {
  const [row] = await queryRows<TServiceRow & { description: string; specialist_ids: number[] | null }>(
    db,
    sql`select ${SERVICE_COLUMNS}, sv.description,
               (select array_agg(ss.specialist_id) from specialist_services ss where ss.service_id = sv.id) as specialist_ids
        from services sv join service_categories sc on sc.id = sv.category_id
        where sv.slug = ${slug}`,
  );
  if (!row) throw notFound(appointmentMessages.serviceUnknown);
  const stores = await queryRows<TClinicRefRow>(
    db,
    sql`select ${CLINIC_REF_COLUMNS}
        from stores st
        join cities ci on ci.id = st.city_id
        left join city_time_zones tz on tz.city_id = st.city_id
        where exists (select 1 from specialist_stores sp join specialist_services ss on ss.specialist_id = sp.specialist_id
                      where sp.store_id = st.id and ss.service_id = ${row.service_id})
        order by ci.sort, st.sort, st.id`,
  );
  return {
    ...serviceDto(row),
    description: row.description,
    stores: stores.map(clinicRefDto),
    specialist_ids: ids(row.specialist_ids),
  };
}
