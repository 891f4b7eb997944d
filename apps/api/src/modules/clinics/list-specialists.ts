import type { TSpecialist } from "@optika/api-contract";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { ids } from "./clinic-rows.ts";

export type TSpecialistRow = {
  id: number;
  name: string;
  position: string;
  image_id: number | null;
  experience_years: number;
  store_ids: number[] | null;
  service_ids: number[] | null;
};

export const SPECIALIST_COLUMNS = sql`sp.id, sp.name, sp.position, sp.image_id, sp.experience_years,
  (select array_agg(x.store_id) from specialist_stores x where x.specialist_id = sp.id) as store_ids,
  (select array_agg(x.service_id) from specialist_services x where x.specialist_id = sp.id) as service_ids`;

export function specialistDto(r: TSpecialistRow): TSpecialist {
  return {
    id: Number(r.id),
    name: r.name,
    position: r.position,
    image_id: r.image_id === null ? null : Number(r.image_id),
    experience_years: Number(r.experience_years),
    store_ids: ids(r.store_ids),
    service_ids: ids(r.service_ids),
  };
}

/** Specialists matching every given filter (one statement). */
export async function listSpecialists(
  db: TDb,
  filter: { store?: number | undefined; service?: number | undefined; cityId?: number | undefined },
): Promise<TSpecialist[]> {
  const conditions = [sql`true`];
  if (filter.store !== undefined) {
    conditions.push(
      sql`exists (select 1 from specialist_stores x where x.specialist_id = sp.id and x.store_id = ${filter.store})`,
    );
  }
  if (filter.service !== undefined) {
    conditions.push(
      sql`exists (select 1 from specialist_services x where x.specialist_id = sp.id and x.service_id = ${filter.service})`,
    );
  }
  if (filter.cityId !== undefined) {
    conditions.push(
      sql`exists (select 1 from specialist_stores x join stores st on st.id = x.store_id
                  where x.specialist_id = sp.id and st.city_id = ${filter.cityId})`,
    );
  }
  const rows = await queryRows<TSpecialistRow>(
    db,
    sql`select ${SPECIALIST_COLUMNS} from specialists sp where ${sql.join(conditions, sql` and `)} order by sp.sort, sp.id`,
  );
  return rows.map(specialistDto);
}
