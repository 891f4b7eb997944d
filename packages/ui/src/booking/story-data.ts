/** Demo data for the booking stories only (not exported from the kit). */
import type { ICalendarMonth } from "./DayCalendar.tsx";

export const WEEKDAYS = ["Пн", "Вт", "Ср", "Чт", "Пт", "Сб", "Вс"] as const;

const longNames = ["понедельник", "вторник", "среда", "четверг", "пятница", "суббота", "воскресенье"];

/** November 2026 starts on a Sunday; free days every weekday after the 23rd. */
export function demoMonth(selected?: string): ICalendarMonth {
  const days = Array.from({ length: 30 }, (_, i) => {
    const day = i + 1;
    const weekday = (i + 6) % 7;
    const date = `2026-11-${String(day).padStart(2, "0")}`;
    const isFree = day >= 24 && weekday < 6;
    return {
      date,
      label: String(day),
      longLabel: `${longNames[weekday]}, ${day} ноября`,
      weekday,
      href: isFree ? `?date=${date}` : undefined,
      isSelected: date === selected,
    };
  });
  return { title: "Ноябрь 2026", days };
}
