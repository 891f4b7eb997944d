import type { ICalendarMonth } from "@optika/ui";

const MONTHS = [
  "Январь",
  "Февраль",
  "Март",
  "Апрель",
  "Май",
  "Июнь",
  "Июль",
  "Август",
  "Сентябрь",
  "Октябрь",
  "Ноябрь",
  "Декабрь",
] as const;
const MONTHS_GENITIVE = [
  "января",
  "февраля",
  "марта",
  "апреля",
  "мая",
  "июня",
  "июля",
  "августа",
  "сентября",
  "октября",
  "ноября",
  "декабря",
] as const;
const WEEKDAYS_LONG = [
  "понедельник",
  "вторник",
  "среда",
  "четверг",
  "пятница",
  "суббота",
  "воскресенье",
] as const;

/** A calendar date (YYYY-MM-DD) as UTC midnight: weekday and month arithmetic free of time zones. */
function utc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function iso(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** 'вторник, 24 ноября' */
export function longDateLabel(date: string): string {
  const d = utc(date);
  return `${WEEKDAYS_LONG[(d.getUTCDay() + 6) % 7]}, ${dayMonthLabel(date)}`;
}

/** '24 ноября': a date that reads after a preposition ('запись на 24 ноября'), which a weekday does not */
export function dayMonthLabel(date: string): string {
  const d = utc(date);
  return `${d.getUTCDate()} ${MONTHS_GENITIVE[d.getUTCMonth()]}`;
}

/** Adds whole days to a calendar date. */
export function addDays(date: string, days: number): string {
  const d = utc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
}

/**
 * The days from `from` for `count` days, grouped by month, each a link when it has free times.
 * Month grids start on Monday (the first day's weekday offsets it).
 */
export function calendarMonths(o: {
  from: string;
  count: number;
  freeDates: ReadonlySet<string>;
  selected: string | null;
  hrefFor: (date: string) => string;
}): ICalendarMonth[] {
  const months: ICalendarMonth[] = [];
  for (let i = 0; i < o.count; i++) {
    const date = addDays(o.from, i);
    const d = utc(date);
    const title = `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
    let month = months.at(-1);
    if (month?.title !== title) {
      month = { title, days: [] };
      months.push(month);
    }
    month.days.push({
      date,
      label: String(d.getUTCDate()),
      longLabel: longDateLabel(date),
      weekday: (d.getUTCDay() + 6) % 7,
      href: o.freeDates.has(date) ? o.hrefFor(date) : undefined,
      isSelected: date === o.selected,
    });
  }
  return months;
}
