import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { appointmentJobs } from "../../db/schema.ts";

export type TAppointmentJobKind = "confirmation" | "reminder";

/** Writes the jobs of a new booking; call it in the booking's transaction. */
export async function enqueueAppointmentJobs(
  tx: TDb,
  appointmentId: string,
  jobs: { kind: TAppointmentJobKind; runAt: Date }[],
): Promise<void> {
  if (jobs.length === 0) return;
  await tx.insert(appointmentJobs).values(jobs.map((j) => ({ appointmentId, kind: j.kind, runAt: j.runAt })));
}

/** A cancelled booking's pending jobs are done (skipped); call it in the cancel's transaction. */
export async function skipPendingJobs(tx: TDb, appointmentId: string, now: Date): Promise<void> {
  await tx.execute(
    sql`update appointment_jobs set done_at = ${now.toISOString()}::timestamptz, outcome = 'skipped'
        where appointment_id = ${appointmentId} and done_at is null`,
  );
}

export type TClaimedJob = {
  id: number;
  kind: TAppointmentJobKind;
  attempts: number;
  status: "booked" | "cancelled";
  phone: string;
  startsAt: Date;
  timeZone: string;
  serviceName: string;
  address: string;
  storeName: string;
};

/**
 * Claims up to `limit` due jobs in one statement: counts the attempt and leases them until
 * `leaseUntil` (run_at moves there), so another worker (SKIP LOCKED, then not due) or a later run
 * leaves them alone; a crashed run's jobs come back after the lease.
 */
export async function claimDueJobs(
  db: TDb,
  now: Date,
  options: { limit: number; leaseUntil: Date },
): Promise<TClaimedJob[]> {
  const rows = await queryRows<{
    id: number;
    kind: TAppointmentJobKind;
    attempts: number;
    status: "booked" | "cancelled";
    phone: string;
    starts_at: Date;
    time_zone: string | null;
    service_name: string;
    address: string;
    store_name: string;
  }>(
    db,
    sql`update appointment_jobs j set attempts = j.attempts + 1, run_at = ${options.leaseUntil.toISOString()}::timestamptz
        from appointments a
        join services sv on sv.id = a.service_id
        join stores st on st.id = a.store_id
        left join city_time_zones tz on tz.city_id = st.city_id
        where a.id = j.appointment_id
          and j.id in (select id from appointment_jobs
                       where done_at is null and run_at <= ${now.toISOString()}::timestamptz
                       order by run_at, id limit ${options.limit}
                       for update skip locked)
        returning j.id, j.kind, j.attempts, a.status, a.phone, a.starts_at, tz.time_zone, sv.name as service_name,
                  st.address, st.name as store_name`,
  );
  return rows
    .map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      attempts: Number(r.attempts),
      status: r.status,
      phone: r.phone,
      startsAt: new Date(r.starts_at),
      timeZone: r.time_zone ?? "Asia/Yekaterinburg",
      serviceName: r.service_name,
      address: r.address,
      storeName: r.store_name,
    }))
    .sort((a, b) => a.id - b.id);
}

export async function markJobDone(
  db: TDb,
  id: number,
  outcome: "sent" | "skipped" | "failed",
  now: Date,
  error?: string,
) {
  await db.execute(
    sql`update appointment_jobs set done_at = ${now.toISOString()}::timestamptz, outcome = ${outcome}, last_error = ${error ?? null}
        where id = ${id}`,
  );
}

export async function markJobRetry(db: TDb, id: number, retryAt: Date, error: string) {
  await db.execute(
    sql`update appointment_jobs set run_at = ${retryAt.toISOString()}::timestamptz, last_error = ${error.slice(0, 500)}
        where id = ${id}`,
  );
}
