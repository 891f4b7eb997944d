import type { TServicesResponse } from "@optika/api-contract";
import { appointmentMessages } from "@optika/domain/appointments";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { notFound } from "../../http/index.ts";
import { SERVICE_COLUMNS, serviceDto, type TServiceRow } from "./clinic-rows.ts";

type TRow = Partial<TServiceRow> & { c_id: number; c_slug: string; c_name: string; c_description: string };

/** Services by category (one statement); a category filter that names no category → 404. */
export async function listServices(
  db: TDb,
  filter: { category?: string | undefined; store?: number | undefined },
): Promise<TServicesResponse> {
  const storeFilter =
    filter.store === undefined
      ? sql``
      : sql`and exists (select 1 from specialist_services ss join specialist_stores sp on sp.specialist_id = ss.specialist_id
                        where ss.service_id = sv.id and sp.store_id = ${filter.store})`;
  const rows = await queryRows<TRow>(
    db,
    sql`select sc.id as c_id, sc.slug as c_slug, sc.name as c_name, sc.description as c_description, ${SERVICE_COLUMNS}
        from service_categories sc
        left join services sv on sv.category_id = sc.id ${storeFilter}
        where ${filter.category === undefined ? sql`true` : sql`sc.slug = ${filter.category}`}
        order by sc.sort, sc.id, sv.sort, sv.id`,
  );
  if (filter.category !== undefined && rows.length === 0)
    throw notFound(appointmentMessages.serviceCategoryUnknown);
  const categories: TServicesResponse["categories"] = [];
  for (const r of rows) {
    let category = categories.at(-1);
    if (!category || category.id !== Number(r.c_id)) {
      category = {
        id: Number(r.c_id),
        slug: r.c_slug,
        name: r.c_name,
        description: r.c_description,
        services: [],
      };
      categories.push(category);
    }
    if (r.service_id !== null && r.service_id !== undefined)
      category.services.push(serviceDto(r as TServiceRow));
  }
  return { categories };
}
