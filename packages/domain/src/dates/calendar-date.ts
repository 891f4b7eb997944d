import { DEFAULT_UTC_OFFSET_MINUTES } from "../constants/business-constants.ts";

/** A clock: milliseconds since the epoch. Inject `() => Date.now()` at the edge, a fixed one in tests. */
export type TClock = () => number;
/** A day in the shop's calendar; month is 1–12. */
export type TCalendarDate = { readonly year: number; readonly month: number; readonly day: number };

const DAY_MS = 86_400_000;

/** The calendar day at `epochMs` in a zone `utcOffsetMinutes` east of UTC (Екатеринбург +300 by default). */
export function calendarDateAt(
  epochMs: number,
  utcOffsetMinutes: number = DEFAULT_UTC_OFFSET_MINUTES,
): TCalendarDate {
  const shifted = new Date(epochMs + utcOffsetMinutes * 60_000);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** The day `days` later (or earlier when negative), across month and year ends. */
export function addDays(date: TCalendarDate, days: number): TCalendarDate {
  return calendarDateAt(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS, 0);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: TCalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/** ISO form "2025-06-05" for APIs and keys. */
export function isoDate(date: TCalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}
