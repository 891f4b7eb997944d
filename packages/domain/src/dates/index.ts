export {
  addDays,
  calendarDateAt,
  isoDate,
  type TCalendarDate,
  type TClock,
  weekdayOf,
} from "./calendar-date";
export { formatRussianDate, type TRussianDateOptions } from "./format-russian-date";
export { dateMessages, MONTHS_GENITIVE, WEEKDAYS } from "./messages";
