export {
  addDays,
  calendarDateAt,
  isoDate,
  type TCalendarDate,
  type TClock,
  weekdayOf,
} from "./calendar-date.ts";
export { formatRussianDate, russianDateOfIso, type TRussianDateOptions } from "./format-russian-date.ts";
export { dateMessages, MONTHS_GENITIVE, WEEKDAYS } from "./messages.ts";
