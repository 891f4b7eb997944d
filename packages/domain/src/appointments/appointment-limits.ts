/** Free times start on this grid (minutes after local midnight). */
export const SLOT_STEP_MINUTES = 30;
/** Longest range of days one slots request may cover (inclusive). */
export const MAX_SLOT_RANGE_DAYS = 31;
/** How far ahead a shopper can book, in days after today in the clinic's zone. */
export const BOOKING_HORIZON_DAYS = 60;
/** Days asked for when the slots request gives no end date (today + 13 = two weeks). */
export const DEFAULT_SLOT_RANGE_DAYS = 14;
/** A shopper can cancel until this many minutes before the start. */
export const CANCEL_UNTIL_MINUTES_BEFORE = 60;
/** The reminder SMS goes the evening before the visit, at this local time (minutes after midnight). */
export const REMINDER_LOCAL_MINUTES = 18 * 60;
/** Bounds of the contact fields. */
export const APPOINTMENT_FIELD_MAX = { name: 100, phone: 32, comment: 1000 } as const;
