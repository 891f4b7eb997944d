import { describe, expect, it } from "vitest";
import { addDays, calendarDateAt, isoDate, weekdayOf } from "./calendar-date.ts";
import { formatRussianDate, russianDateOfIso } from "./format-russian-date.ts";

describe("calendar dates", () => {
  it("reads the day in shop time (UTC+5 by default)", () => {
    const lateUtc = Date.UTC(2025, 5, 4, 20, 0);
    expect(calendarDateAt(lateUtc)).toEqual({ year: 2025, month: 6, day: 5 });
    expect(calendarDateAt(lateUtc, 0)).toEqual({ year: 2025, month: 6, day: 4 });
  });
  it("adds days across months and years", () => {
    expect(addDays({ year: 2025, month: 12, day: 30 }, 3)).toEqual({ year: 2026, month: 1, day: 2 });
    expect(addDays({ year: 2024, month: 2, day: 28 }, 1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addDays({ year: 2025, month: 3, day: 1 }, -1)).toEqual({ year: 2025, month: 2, day: 28 });
  });
  it("knows the weekday and ISO form", () => {
    expect(weekdayOf({ year: 2025, month: 6, day: 5 })).toBe(4);
    expect(isoDate({ year: 2025, month: 6, day: 5 })).toBe("2025-06-05");
  });
});

describe("formatRussianDate", () => {
  it("writes the day and the month in the genitive", () => {
    expect(formatRussianDate({ year: 2025, month: 6, day: 5 })).toBe("5 июня");
    expect(formatRussianDate({ year: 2025, month: 1, day: 1 })).toBe("1 января");
    expect(formatRussianDate({ year: 2025, month: 12, day: 31 }, { withYear: true })).toBe("31 декабря 2025");
    expect(formatRussianDate({ year: 2025, month: 6, day: 5 }, { withWeekday: true })).toBe(
      "четверг, 5 июня",
    );
  });
});

describe("formatRussianDate with an impossible month", () => {
  it("leaves the month name out rather than throwing", () => {
    expect(formatRussianDate({ year: 2025, month: 13, day: 1 })).toBe("1 ");
  });
});

describe("russianDateOfIso", () => {
  it("reads the calendar day as written, with or without a time, and nothing else", () => {
    expect(russianDateOfIso("2026-11-23")).toBe("23 ноября 2026");
    expect(russianDateOfIso("2026-03-01T23:30:00-05:00")).toBe("1 марта 2026");
    expect(russianDateOfIso(null)).toBe("");
    expect(russianDateOfIso("23.11.2026")).toBe("");
  });
});
