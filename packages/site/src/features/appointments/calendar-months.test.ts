import { describe, expect, it } from "vitest";
import { addDays, calendarMonths, longDateLabel } from "./calendar-months.ts";

describe("calendarMonths", () => {
  it("groups days by month from a Monday-first grid, links only free days", () => {
    const months = calendarMonths({
      from: "2026-11-29",
      count: 4,
      freeDates: new Set(["2026-11-30", "2026-12-02"]),
      selected: "2026-12-02",
      hrefFor: (date) => `?date=${date}`,
    });
    expect(months.map((m) => m.title)).toEqual(["Ноябрь 2026", "Декабрь 2026"]);
    expect(months[0]?.days.map((d) => [d.label, d.weekday, d.href ?? null])).toEqual([
      ["29", 6, null],
      ["30", 0, "?date=2026-11-30"],
    ]);
    expect(months[1]?.days.find((d) => d.isSelected)?.date).toBe("2026-12-02");
  });

  it("names days and crosses year ends", () => {
    expect(longDateLabel("2026-11-24")).toBe("вторник, 24 ноября");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});
