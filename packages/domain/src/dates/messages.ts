/** Month names in the genitive, as in "5 июня". */
export const MONTHS_GENITIVE = [
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

/** Weekday names, Sunday first (as `Date#getUTCDay`). */
export const WEEKDAYS = [
  "воскресенье",
  "понедельник",
  "вторник",
  "среда",
  "четверг",
  "пятница",
  "суббота",
] as const;

export const dateMessages = { today: "сегодня", tomorrow: "завтра" } as const;
