export {
  APPOINTMENT_FIELD_MAX,
  BOOKING_HORIZON_DAYS,
  CANCEL_UNTIL_MINUTES_BEFORE,
  DEFAULT_SLOT_RANGE_DAYS,
  MAX_SLOT_RANGE_DAYS,
  REMINDER_LOCAL_MINUTES,
  SLOT_STEP_MINUTES,
} from "./appointment-limits.ts";
export { addIsoDays, daysBetween, isIsoCalendarDay } from "./calendar-day.ts";
export {
  computeFreeSlots,
  freeSlotsOfDay,
  slotVerdict,
  type TBusyTime,
  type TFreeSlot,
  type TShiftRule,
  type TSlotRules,
  type TSlotVerdict,
  type TWeeklyHours,
} from "./free-slots.ts";
export { appointmentMessages, appointmentSmsTexts } from "./messages.ts";
export { reminderAt } from "./reminder-time.ts";
export {
  isoWeekday,
  minutesToClock,
  type TZonedParts,
  zonedParts,
  zonedTimeToEpoch,
} from "./zoned-time.ts";
