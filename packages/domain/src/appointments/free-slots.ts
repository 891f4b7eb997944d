import { isoWeekday, zonedParts, zonedTimeToEpoch } from "./zoned-time.ts";

/** A clinic's opening hours on one ISO weekday (1 = Monday), minutes after local midnight. */
export type TWeeklyHours = { weekday: number; opens: number; closes: number };

/** A specialist's weekly shift in the clinic, with an optional break (local minutes). */
export type TShiftRule = {
  specialistId: number;
  weekday: number;
  starts: number;
  ends: number;
  breakStarts: number | null;
  breakEnds: number | null;
};

/** Time a specialist is already booked: [startsAt, endsAt) in epoch ms. */
export type TBusyTime = { specialistId: number; startsAt: number; endsAt: number };

export type TSlotRules = {
  /** the clinic's IANA zone: every day and minute below is local there */
  timeZone: string;
  durationMinutes: number;
  /** starts lie on this grid of local minutes after midnight */
  stepMinutes: number;
  openingHours: readonly TWeeklyHours[];
  /** local days the clinic is closed (holidays) */
  closedDays: readonly string[];
  /** shifts of the specialists who may be booked (this clinic, this service) */
  shifts: readonly TShiftRule[];
  daysOff: readonly { specialistId: number; day: string }[];
  busy: readonly TBusyTime[];
  /** no start before this instant (now) */
  notBefore: number;
  /** the last bookable local day (today + horizon) */
  lastDay: string;
};

export type TFreeSlot = {
  startsAt: number;
  /** local minutes after midnight */
  minutes: number;
  specialistIds: number[];
};

function overlaps(aStart: number, aEnd: number, bStart: number, bEnd: number): boolean {
  return aStart < bEnd && aEnd > bStart;
}

/** Free starts of one local day, earliest first, with the specialists free at each (ascending ids). */
export function freeSlotsOfDay(
  rules: TSlotRules,
  day: string,
  options: { ignoreBusy?: boolean } = {},
): TFreeSlot[] {
  if (day > rules.lastDay || rules.closedDays.includes(day)) return [];
  const weekday = isoWeekday(day);
  const hours = rules.openingHours.find((h) => h.weekday === weekday);
  if (!hours) return [];
  const duration = rules.durationMinutes;
  const step = rules.stepMinutes;
  const off = new Set(rules.daysOff.filter((d) => d.day === day).map((d) => d.specialistId));
  const byMinute = new Map<number, number[]>();
  for (const shift of rules.shifts) {
    if (shift.weekday !== weekday || off.has(shift.specialistId)) continue;
    const from = Math.max(hours.opens, shift.starts);
    const until = Math.min(hours.closes, shift.ends);
    for (let m = Math.ceil(from / step) * step; m + duration <= until; m += step) {
      if (
        shift.breakStarts !== null &&
        shift.breakEnds !== null &&
        overlaps(m, m + duration, shift.breakStarts, shift.breakEnds)
      )
        continue;
      const list = byMinute.get(m) ?? [];
      if (!list.includes(shift.specialistId)) list.push(shift.specialistId);
      byMinute.set(m, list);
    }
  }
  const slots: TFreeSlot[] = [];
  for (const minutes of [...byMinute.keys()].sort((a, b) => a - b)) {
    const startsAt = zonedTimeToEpoch(day, minutes, rules.timeZone);
    if (startsAt < rules.notBefore) continue;
    const endsAt = startsAt + duration * 60_000;
    const free = (byMinute.get(minutes) ?? [])
      .filter(
        (id) =>
          options.ignoreBusy ||
          !rules.busy.some((b) => b.specialistId === id && overlaps(startsAt, endsAt, b.startsAt, b.endsAt)),
      )
      .sort((a, b) => a - b);
    if (free.length > 0) slots.push({ startsAt, minutes, specialistIds: free });
  }
  return slots;
}

/** Free starts of each given local day. */
export function computeFreeSlots(
  rules: TSlotRules,
  days: readonly string[],
): { day: string; slots: TFreeSlot[] }[] {
  return days.map((day) => ({ day, slots: freeSlotsOfDay(rules, day) }));
}

export type TSlotVerdict =
  | { kind: "free"; specialistIds: number[] }
  | { kind: "past" | "beyondHorizon" | "offGrid" | "outsideHours" | "taken" };

/**
 * Whether `startsAt` can be booked with one of `specialistIds` (all candidates when empty): free
 * (with the free ones), past, beyond the horizon, off the grid, outside hours or shifts, or taken.
 */
export function slotVerdict(
  rules: TSlotRules,
  startsAt: number,
  specialistIds: readonly number[] = [],
): TSlotVerdict {
  if (startsAt < rules.notBefore) return { kind: "past" };
  const local = zonedParts(startsAt, rules.timeZone);
  if (local.day > rules.lastDay) return { kind: "beyondHorizon" };
  if (startsAt % 60_000 !== 0 || local.minutes % rules.stepMinutes !== 0) return { kind: "offGrid" };
  const wanted = (ids: number[]) =>
    specialistIds.length === 0 ? ids : ids.filter((id) => specialistIds.includes(id));
  const slot = freeSlotsOfDay(rules, local.day).find((s) => s.startsAt === startsAt);
  const free = slot ? wanted(slot.specialistIds) : [];
  if (free.length > 0) return { kind: "free", specialistIds: free };
  const open = freeSlotsOfDay(rules, local.day, { ignoreBusy: true }).find((s) => s.startsAt === startsAt);
  return open && wanted(open.specialistIds).length > 0 ? { kind: "taken" } : { kind: "outsideHours" };
}
