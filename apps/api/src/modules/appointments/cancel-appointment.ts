import type { TAppointment } from "@optika/api-contract";
import { appointmentMessages as M } from "@optika/domain/appointments";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { HttpError, notFound } from "../../http/index.ts";
import { skipPendingJobs } from "./appointment-jobs-repository.ts";
import { CANCEL_UNTIL_MS, loadAppointments, publicAppointment } from "./appointment-view.ts";

/**
 * Cancels one of the user's appointments in one transaction (the row locked first): the slot is
 * free again at once (the exclusion constraint covers booked rows only) and pending SMS jobs are
 * skipped. Another user's or an unknown id → 404; started, within the hour or cancelled → 409.
 */
export async function cancelAppointment(
  db: TDb,
  input: { id: string; userId: number },
  now: Date,
): Promise<TAppointment> {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as TDb;
    const [row] = await queryRows<{ status: string; starts_at: Date }>(
      tx,
      sql`select status, starts_at from appointments where id = ${input.id} and user_id = ${input.userId} for update`,
    );
    if (!row) throw notFound(M.appointmentUnknown);
    if (row.status !== "booked" || new Date(row.starts_at).getTime() - now.getTime() <= CANCEL_UNTIL_MS) {
      throw new HttpError(409, M.cannotCancel);
    }
    await tx.execute(
      sql`update appointments set status = 'cancelled', cancelled_at = ${now.toISOString()}::timestamptz where id = ${input.id}`,
    );
    await skipPendingJobs(tx, input.id, now);
  });
  const [appointment] = await loadAppointments(db, sql`a.id = ${input.id}`, now);
  if (!appointment) throw notFound(M.appointmentUnknown);
  return publicAppointment(appointment);
}
