import { randomUUID } from "node:crypto";
import type { TAppointment } from "@optika/api-contract";
import {
  addIsoDays,
  BOOKING_HORIZON_DAYS,
  appointmentMessages as M,
  reminderAt,
  slotVerdict,
} from "@optika/domain/appointments";
import { phoneDigitsForApi } from "@optika/domain/phone";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { HttpError } from "../../http/index.ts";
import { enqueueAppointmentJobs } from "./appointment-jobs-repository.ts";
import { loadAppointments, publicAppointment } from "./appointment-view.ts";
import { loadSlotRules } from "./load-slot-rules.ts";

export type TBookingInput = {
  serviceId: number;
  storeId: number;
  specialistId: number | null;
  startsAt: Date;
  name: string;
  phone: string;
  comment: string;
  userId: number | null;
};

const refused = (message: string) => new HttpError(400, message, { starts_at: [message] });

/**
 * Books a slot in one transaction: loads the rules, re-checks the start (past, horizon, grid,
 * hours and shifts, bookings), then takes it with `INSERT … ON CONFLICT DO NOTHING` against the
 * exclusion constraint (one specialist, or the free ones in turn for "any"), and writes the
 * confirmation and reminder jobs. A start taken meanwhile → 409.
 */
export async function bookAppointment(db: TDb, input: TBookingInput, now: Date): Promise<TAppointment> {
  // the plainly impossible (also odd ISO years such as 0000 or 9999) before any statement
  if (input.startsAt.getTime() < now.getTime()) throw refused(M.slotPast);
  if (input.startsAt.getTime() > now.getTime() + (BOOKING_HORIZON_DAYS + 2) * 86_400_000) {
    throw refused(M.slotBeyondHorizon);
  }
  const id = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as TDb;
    const utcDay = input.startsAt.toISOString().slice(0, 10);
    const context = await loadSlotRules(
      tx,
      {
        serviceId: input.serviceId,
        storeId: input.storeId,
        specialistId: input.specialistId ?? undefined,
        from: addIsoDays(utcDay, -1),
        to: addIsoDays(utcDay, 1),
      },
      now,
    );
    const verdict = slotVerdict(
      context.rules,
      input.startsAt.getTime(),
      input.specialistId === null ? [] : [input.specialistId],
    );
    switch (verdict.kind) {
      case "past":
        throw refused(M.slotPast);
      case "beyondHorizon":
        throw refused(M.slotBeyondHorizon);
      case "offGrid":
        throw refused(M.slotOffGrid);
      case "outsideHours":
        throw refused(M.slotOutsideHours);
      case "taken":
        throw new HttpError(409, M.slotTaken);
      case "free":
        break;
    }
    const endsAt = new Date(input.startsAt.getTime() + context.service.durationMinutes * 60_000);
    const appointmentId = randomUUID();
    let taken = false;
    for (const specialistId of verdict.specialistIds) {
      const rows = await queryRows<{ id: string }>(
        tx,
        sql`insert into appointments (id, service_id, store_id, specialist_id, starts_at, ends_at, status, name, phone, comment, user_id, created_at)
            values (${appointmentId}, ${input.serviceId}, ${input.storeId}, ${specialistId},
                    ${input.startsAt.toISOString()}::timestamptz, ${endsAt.toISOString()}::timestamptz, 'booked',
                    ${input.name.trim()}, ${phoneDigitsForApi(input.phone)}, ${input.comment.trim()}, ${input.userId},
                    ${now.toISOString()}::timestamptz)
            on conflict do nothing
            returning id`,
      );
      if (rows.length > 0) {
        taken = true;
        break;
      }
    }
    if (!taken) throw new HttpError(409, M.slotTaken);
    const reminder = reminderAt(input.startsAt.getTime(), context.rules.timeZone, now.getTime());
    await enqueueAppointmentJobs(tx, appointmentId, [
      { kind: "confirmation", runAt: now },
      ...(reminder === null ? [] : [{ kind: "reminder" as const, runAt: new Date(reminder) }]),
    ]);
    return appointmentId;
  });
  const [appointment] = await loadAppointments(db, sql`a.id = ${id}`, now);
  if (!appointment) throw new Error(`appointment ${id} vanished after booking`);
  return publicAppointment(appointment);
}
