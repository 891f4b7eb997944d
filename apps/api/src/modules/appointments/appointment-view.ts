import type { TAppointment } from "@optika/api-contract";
import { CANCEL_UNTIL_MINUTES_BEFORE, minutesToClock, zonedParts } from "@optika/domain/appointments";
import { type SQL, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { CLINIC_REF_COLUMNS, clinicRefDto, type TClinicRefRow } from "../clinics/clinic-rows.ts";

type TRow = TClinicRefRow & {
  id: string;
  status: "booked" | "cancelled";
  starts_at: Date;
  ends_at: Date;
  name: string;
  phone: string;
  comment: string;
  created_at: Date;
  cancelled_at: Date | null;
  user_id: number | null;
  city_name: string;
  service_id: number;
  service_slug: string;
  service_name: string;
  price: number;
  duration_minutes: number;
  specialist_id: number;
  specialist_name: string;
  position: string;
  image_id: number | null;
};

/** Appointments with their service, clinic and specialist (one statement), in `order`. */
export async function loadAppointments(
  db: TDb,
  where: SQL,
  now: Date,
  order: SQL = sql`a.starts_at`,
): Promise<(TAppointment & { userId: number | null })[]> {
  const rows = await queryRows<TRow>(
    db,
    sql`select a.id, a.status, a.starts_at, a.ends_at, a.name, a.phone, a.comment, a.created_at, a.cancelled_at, a.user_id,
               ${CLINIC_REF_COLUMNS}, ci.name as city_name,
               sv.id as service_id, sv.slug as service_slug, sv.name as service_name, sv.price, sv.duration_minutes,
               sp.id as specialist_id, sp.name as specialist_name, sp.position, sp.image_id
        from appointments a
        join services sv on sv.id = a.service_id
        join stores st on st.id = a.store_id
        join cities ci on ci.id = st.city_id
        left join city_time_zones tz on tz.city_id = st.city_id
        join specialists sp on sp.id = a.specialist_id
        where ${where}
        order by ${order}
        limit 100`,
  );
  return rows.map((r) => appointmentDto(r, now));
}

function appointmentDto(r: TRow, now: Date): TAppointment & { userId: number | null } {
  const startsAt = new Date(r.starts_at);
  const local = zonedParts(startsAt.getTime(), r.time_zone);
  return {
    id: r.id,
    status: r.status,
    service: {
      id: Number(r.service_id),
      slug: r.service_slug,
      name: r.service_name,
      price: Number(r.price),
      duration_minutes: Number(r.duration_minutes),
    },
    store: { ...clinicRefDto(r), city_name: r.city_name },
    specialist: {
      id: Number(r.specialist_id),
      name: r.specialist_name,
      position: r.position,
      image_id: r.image_id === null ? null : Number(r.image_id),
    },
    starts_at: startsAt.toISOString(),
    ends_at: new Date(r.ends_at).toISOString(),
    date: local.day,
    time: minutesToClock(local.minutes),
    name: r.name,
    phone: r.phone,
    comment: r.comment,
    created_at: new Date(r.created_at).toISOString(),
    cancelled_at: r.cancelled_at ? new Date(r.cancelled_at).toISOString() : null,
    can_cancel: canCancel(r.status, startsAt, now),
    userId: r.user_id === null ? null : Number(r.user_id),
  };
}

export const CANCEL_UNTIL_MS = CANCEL_UNTIL_MINUTES_BEFORE * 60_000;

/** Booked and more than CANCEL_UNTIL_MINUTES_BEFORE ahead. */
export function canCancel(status: string, startsAt: Date, now: Date): boolean {
  return status === "booked" && startsAt.getTime() - now.getTime() > CANCEL_UNTIL_MS;
}

/** The contract's shape (without the owner). */
export function publicAppointment({
  userId: _userId,
  ...appointment
}: TAppointment & { userId: number | null }): TAppointment {
  return appointment;
}
