import { REMINDER_LOCAL_MINUTES } from "./appointment-limits.ts";
import { addIsoDays } from "./calendar-day.ts";
import { zonedParts, zonedTimeToEpoch } from "./zoned-time.ts";

/**
 * When the reminder of a visit starting at `startsAt` is due: 18:00 the day before, in the clinic's
 * zone; null when that moment is not after `bookedAt` (a visit booked the evening before or the
 * same day gets the confirmation only).
 */
export function reminderAt(startsAt: number, timeZone: string, bookedAt: number): number | null {
  const dayBefore = addIsoDays(zonedParts(startsAt, timeZone).day, -1);
  const at = zonedTimeToEpoch(dayBefore, REMINDER_LOCAL_MINUTES, timeZone);
  return at > bookedAt ? at : null;
}
