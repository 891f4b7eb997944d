import { describe, expect, it } from "vitest";
import { openingHoursLines, storeHoursLines } from "./clinic-card-view.ts";

describe("opening hours as lines", () => {
  it("a shop's written hours: one line per group of days, never a line broken inside a range", () => {
    expect(storeHoursLines("Пн–Пт 09:00–20:00, Сб 10:00–18:00, Вс 10:00–17:00")).toEqual([
      "Пн–Пт 09:00–20:00",
      "Сб 10:00–18:00",
      "Вс 10:00–17:00",
    ]);
    expect(storeHoursLines("Ежедневно 10:00–22:00")).toEqual(["Ежедневно 10:00–22:00"]);
    expect(storeHoursLines(" ; ")).toEqual([]);
  });

  it("a clinic's week: neighbouring days with the same hours joined", () => {
    const day = (weekday: number, opens: string, closes: string) => ({ weekday, opens, closes });
    expect(
      openingHoursLines([
        ...[1, 2, 3, 4, 5].map((weekday) => day(weekday, "08:00", "20:00")),
        day(6, "09:00", "18:00"),
      ]),
    ).toEqual(["Пн–Пт: 08:00–20:00", "Сб: 09:00–18:00", "Вс: выходной"]);
  });
});
