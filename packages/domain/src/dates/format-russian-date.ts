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
