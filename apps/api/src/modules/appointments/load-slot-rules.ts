import {
  addIsoDays,
  BOOKING_HORIZON_DAYS,
  appointmentMessages as M,
  SLOT_STEP_MINUTES,
  type TSlotRules,
  zonedParts,
  zonedTimeToEpoch,
} from "@optika/domain/appointments";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { HttpError } from "../../http/index.ts";
import { CLINIC_REF_COLUMNS, type TClinicRefRow } from "../clinics/clinic-rows.ts";

export type TSlotContext = {
  clinic: TClinicRefRow;
  service: { id: number; name: string; durationMinutes: number };
  rules: TSlotRules;
  /** today in the clinic's zone */
  today: string;
};

type TStoreRow = TClinicRefRow & {
  opening: { weekday: number; opens: number; closes: number }[] | null;
  closed: string[] | null;
};

const badRequest = (field: string, message: string) => new HttpError(400, message, { [field]: [message] });

/** The caller's names of the three ids, so a 400 names the field the caller sent. */
export type TSlotFieldNames = { store: string; service: string; specialist: string };
/** The booking body's names (POST /appointments). */
const BOOKING_FIELD_NAMES: TSlotFieldNames = {
  store: "store_id",
  service: "service_id",
  specialist: "specialist_id",
};

/**
 * Everything the slot rules need for a service in a clinic (optionally one specialist) over local
 * days [from, to]: the clinic and its zone, week and holidays (1), the service (1), the shifts of
 * the specialists who provide it there (1), their days off and booked times in the range (1).
 * Unknown ids and a specialist who does not work there or does not provide it → 400.
 */
export async function loadSlotRules(
  db: TDb,
  input: {
    serviceId: number;
    storeId: number;
    specialistId?: number | undefined;
    from?: string;
    to?: string;
  },
  now: Date,
  fields: TSlotFieldNames = BOOKING_FIELD_NAMES,
): Promise<TSlotContext> {
  const [clinic] = await queryRows<TStoreRow>(
    db,
    sql`select ${CLINIC_REF_COLUMNS},
          (select json_agg(json_build_object('weekday', h.weekday, 'opens', h.opens_minute, 'closes', h.closes_minute))
             from clinic_opening_hours h where h.store_id = st.id) as opening,
          (select array_agg(d.day) from clinic_closed_days d where d.store_id = st.id) as closed
        from stores st left join city_time_zones tz on tz.city_id = st.city_id
        where st.id = ${input.storeId}`,
  );
  if (!clinic) throw badRequest(fields.store, M.storeUnknown);
  const [service] = await queryRows<{ id: number; name: string; duration_minutes: number }>(
    db,
    sql`select id, name, duration_minutes from services where id = ${input.serviceId}`,
  );
  if (!service) throw badRequest(fields.service, M.serviceUnknown);
  const zone = clinic.time_zone;
  const today = zonedParts(now.getTime(), zone).day;
  const from = input.from ?? today;
  const to = input.to ?? from;
  const shifts = await queryRows<{
    specialist_id: number;
    weekday: number;
    starts_minute: number;
    ends_minute: number;
    break_starts_minute: number | null;
    break_ends_minute: number | null;
  }>(
    db,
    sql`select sh.specialist_id, sh.weekday, sh.starts_minute, sh.ends_minute, sh.break_starts_minute, sh.break_ends_minute
        from specialist_shifts sh
        join specialist_services ss on ss.specialist_id = sh.specialist_id and ss.service_id = ${input.serviceId}
        where sh.store_id = ${input.storeId}
          ${input.specialistId === undefined ? sql`` : sql`and sh.specialist_id = ${input.specialistId}`}`,
  );
  if (shifts.length === 0) await explainNoShifts(db, input, fields);
  const specialistIds = [...new Set(shifts.map((s) => Number(s.specialist_id)))];
  // the range in instants, a day wider on each side: bookings are compared as instants
  const rangeStart = new Date(zonedTimeToEpoch(addIsoDays(from, -1), 0, zone)).toISOString();
  const rangeEnd = new Date(zonedTimeToEpoch(addIsoDays(to, 2), 0, zone)).toISOString();
  const taken = await queryRows<{
    kind: "busy" | "off";
    specialist_id: number;
    starts_at: string | null;
    ends_at: string | null;
    day: string | null;
  }>(
    db,
    sql`select 'busy' as kind, a.specialist_id, a.starts_at, a.ends_at, null as day from appointments a
        where a.status = 'booked' and a.specialist_id = any(${`{${specialistIds.join(",")}}`}::int[])
          and a.starts_at < ${rangeEnd}::timestamptz and a.ends_at > ${rangeStart}::timestamptz
        union all
        select 'off', d.specialist_id, null, null, d.day from specialist_days_off d
        where d.specialist_id = any(${`{${specialistIds.join(",")}}`}::int[]) and d.day between ${from} and ${to}`,
  );
  return {
    clinic,
    service: {
      id: Number(service.id),
      name: service.name,
      durationMinutes: Number(service.duration_minutes),
    },
    today,
    rules: {
      timeZone: zone,
      durationMinutes: Number(service.duration_minutes),
      stepMinutes: SLOT_STEP_MINUTES,
      openingHours: (clinic.opening ?? []).map((h) => ({
        weekday: Number(h.weekday),
        opens: Number(h.opens),
        closes: Number(h.closes),
      })),
      closedDays: clinic.closed ?? [],
      shifts: shifts.map((s) => ({
        specialistId: Number(s.specialist_id),
        weekday: Number(s.weekday),
        starts: Number(s.starts_minute),
        ends: Number(s.ends_minute),
        breakStarts: s.break_starts_minute === null ? null : Number(s.break_starts_minute),
        breakEnds: s.break_ends_minute === null ? null : Number(s.break_ends_minute),
      })),
      daysOff: taken
        .filter((r) => r.kind === "off")
        .map((r) => ({ specialistId: Number(r.specialist_id), day: r.day as string })),
      busy: taken
        .filter((r) => r.kind === "busy")
        .map((r) => ({
          specialistId: Number(r.specialist_id),
          startsAt: new Date(r.starts_at as string).getTime(),
          endsAt: new Date(r.ends_at as string).getTime(),
        })),
      notBefore: now.getTime(),
      lastDay: addIsoDays(today, BOOKING_HORIZON_DAYS),
    },
  };
}

/** No shift matched: say why (only on this refused path, so outside the query budget). */
async function explainNoShifts(
  db: TDb,
  input: { serviceId: number; storeId: number; specialistId?: number | undefined },
  fields: TSlotFieldNames,
): Promise<never> {
  if (input.specialistId === undefined) throw badRequest(fields.service, M.serviceNotInStore);
  const [row] = await queryRows<{ works_here: boolean; provides: boolean }>(
    db,
    sql`select exists (select 1 from specialist_shifts where specialist_id = sp.id and store_id = ${input.storeId}) as works_here,
               exists (select 1 from specialist_services where specialist_id = sp.id and service_id = ${input.serviceId}) as provides
        from specialists sp where sp.id = ${input.specialistId}`,
  );
  if (!row) throw badRequest(fields.specialist, M.specialistUnknown);
  if (!row.works_here) throw badRequest(fields.specialist, M.specialistNotInStore);
  throw badRequest(fields.specialist, M.specialistNoService);
}
