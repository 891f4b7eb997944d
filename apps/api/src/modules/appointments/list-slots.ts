import type { TSlotsResponse } from "@optika/api-contract";
import {
  addIsoDays,
  computeFreeSlots,
  DEFAULT_SLOT_RANGE_DAYS,
  daysBetween,
  minutesToClock,
} from "@optika/domain/appointments";
import type { TDb } from "../../db/client.ts";
import { loadSlotRules } from "./load-slot-rules.ts";

/**
 * Free starts of a service in a clinic per local day (from: today by default; to: from + 13 by
 * default). The contract bounds the range to 31 days; days past the 60-day horizon have no slots.
 */
export async function listSlots(
  db: TDb,
  query: { service: number; store: number; specialist?: number | undefined; from?: string; to?: string },
  now: Date,
): Promise<TSlotsResponse> {
  // the zone (and so "today") is the clinic's: read it with the rules, then settle the range
  const probe = query.from ?? now.toISOString().slice(0, 10);
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
  );
  const from = query.from ?? context.today;
  const to = query.to ?? addIsoDays(from, DEFAULT_SLOT_RANGE_DAYS - 1);
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
