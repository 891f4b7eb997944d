export {
  APPOINTMENT_FIELD_MAX,
  BOOKING_HORIZON_DAYS,
  CANCEL_UNTIL_MINUTES_BEFORE,
  DEFAULT_SLOT_RANGE_DAYS,
  MAX_SLOT_RANGE_DAYS,
  REMINDER_HOURS_BEFORE,
  SLOT_STEP_MINUTES,
} from "./appointment-limits.ts";
export { addIsoDays, daysBetween, isIsoCalendarDay } from "./calendar-day.ts";
export { appointmentMessages, appointmentSmsTexts } from "./messages.ts";
