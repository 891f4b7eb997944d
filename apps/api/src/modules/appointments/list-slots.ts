import type { TSlotsResponse } from "@optika/api-contract";
import {
  addIsoDays,
  computeFreeSlots,
  DEFAULT_SLOT_RANGE_DAYS,
  daysBetween,
  appointmentMessages as M,
  minutesToClock,
} from "@optika/domain/appointments";
import type { TDb } from "../../db/client.ts";
import { HttpError } from "../../http/index.ts";
import { loadSlotRules, type TSlotFieldNames } from "./load-slot-rules.ts";

/** A 400 names the query's own parameters. */
const SLOT_QUERY_FIELDS: TSlotFieldNames = { store: "store", service: "service", specialist: "specialist" };
/** The longest range one request may ask for, in days (the contract's limit when both ends are sent). */
const MAX_RANGE_DAYS = 31;

const rangeError = (message: string) => new HttpError(400, message, { to: [message] });

/** A reversed or too long range → 400 (whichever ends were sent; a missing from is today). */
function checkRange(from: string, to: string): void {
  const days = daysBetween(from, to);
  if (days < 0) throw rangeError(M.rangeReversed);
  if (days >= MAX_RANGE_DAYS) throw rangeError(M.rangeTooLong);
}

/**
 * Free starts of a service in a clinic per local day (from: today by default; to: from + 13 by
 * default). At most 31 days, whichever ends were sent; days past the 60-day horizon have no slots.
 */
export async function listSlots(
  db: TDb,
  query: { service: number; store: number; specialist?: number | undefined; from?: string; to?: string },
  now: Date,
): Promise<TSlotsResponse> {
  // the zone (and so "today") is the clinic's: read it with the rules, then settle the range
  const probe = query.from ?? now.toISOString().slice(0, 10);
  // before any statement: a clinic's "today" is UTC's or the next day (zones UTC+2…+12), so a
  // range from UTC's today that is reversed or longer than the limit plus a day is refused anyway
  if (query.to !== undefined && query.from === undefined) {
    const loose = daysBetween(probe, query.to);
    if (loose < 0) throw rangeError(M.rangeReversed);
    if (loose > MAX_RANGE_DAYS) throw rangeError(M.rangeTooLong);
  }
  const context = await loadSlotRules(
    db,
    {
      serviceId: query.service,
      storeId: query.store,
      specialistId: query.specialist,
      from: addIsoDays(probe, -1),
      to: query.to ?? addIsoDays(probe, DEFAULT_SLOT_RANGE_DAYS),
    },
    now,
    SLOT_QUERY_FIELDS,
  );
  const from = query.from ?? context.today;
  const to = query.to ?? addIsoDays(from, DEFAULT_SLOT_RANGE_DAYS - 1);
  checkRange(from, to);
  const days = Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addIsoDays(from, i));
  return {
    service_id: context.service.id,
    store_id: Number(context.clinic.store_id),
    specialist_id: query.specialist ?? null,
    time_zone: context.rules.timeZone,
    duration_minutes: context.service.durationMinutes,
    from,
    to,
    days: computeFreeSlots(context.rules, days).map(({ day, slots }) => ({
      date: day,
      slots: slots.map((s) => ({
        starts_at: new Date(s.startsAt).toISOString(),
        time: minutesToClock(s.minutes),
        specialist_ids: s.specialistIds,
      })),
    })),
  };
}
