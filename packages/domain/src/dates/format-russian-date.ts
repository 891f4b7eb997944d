import { type TCalendarDate, weekdayOf } from "./calendar-date.ts";
import { MONTHS_GENITIVE, WEEKDAYS } from "./messages.ts";

export type TRussianDateOptions = { readonly withWeekday?: boolean; readonly withYear?: boolean };

/** "5 июня"; with options "четверг, 5 июня 2025". */
export function formatRussianDate(date: TCalendarDate, options: TRussianDateOptions = {}): string {
  const month = MONTHS_GENITIVE[date.month - 1] ?? "";
  let text = `${date.day} ${month}`;
  if (options.withYear) text += ` ${date.year}`;
  if (options.withWeekday) text = `${WEEKDAYS[weekdayOf(date)] ?? ""}, ${text}`;
  return text;
}

/**
 * A day of an API answer, "2026-11-23" or "2026-11-23T10:00:00Z" → "23 ноября 2026" (the calendar
 * day as written, no time-zone shift); "" for anything else. The one formatter of dates shown on
 * pages: reviews, questions, articles, promotions, the profile's cards, certificates and vouchers.
 */
export function russianDateOfIso(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? "");
  if (!match) return "";
  return formatRussianDate(
    { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) },
    { withYear: true },
  );
}
