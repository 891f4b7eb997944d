import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";

export type TQuickRequestRow = {
  id: string;
  created_at: Date;
  name: string;
  phone: string;
  comment: string;
  store_name: string | null;
  service_name: string | null;
};

/** The newest quick requests with their clinic and service names, for staff to call back. */
export async function listQuickRequests(db: TDb, limit: number): Promise<TQuickRequestRow[]> {
  return queryRows<TQuickRequestRow>(
    db,
    sql`select q.id, q.created_at, q.name, q.phone, q.comment, st.name as store_name, sv.name as service_name
        from quick_appointment_requests q
        left join stores st on st.id = q.store_id
        left join services sv on sv.id = q.service_id
        order by q.created_at desc, q.id limit ${limit}`,
  );
}
