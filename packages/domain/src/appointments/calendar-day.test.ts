import { describe, expect, it } from "vitest";
import { addIsoDays, daysBetween, isIsoCalendarDay } from "./calendar-day.ts";
import { appointmentSmsTexts } from "./messages.ts";
import { minutesToClock } from "./zoned-time.ts";

describe("ISO calendar days", () => {
  it("accepts real days only", () => {
    expect(isIsoCalendarDay("2026-11-24")).toBe(true);
    expect(isIsoCalendarDay("2028-02-29")).toBe(true);
    expect(isIsoCalendarDay("2026-02-29")).toBe(false);
    expect(isIsoCalendarDay("2026-13-01")).toBe(false);
    expect(isIsoCalendarDay("2026-00-10")).toBe(false);
    expect(isIsoCalendarDay("2026-01-00")).toBe(false);
    expect(isIsoCalendarDay("1999-01-01")).toBe(false);
    expect(isIsoCalendarDay("24.11.2026")).toBe(false);
  });
  it("counts and adds days across month and year ends", () => {
    expect(daysBetween("2026-12-30", "2027-01-02")).toBe(3);
    expect(addIsoDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addIsoDays("2026-03-01", -1)).toBe("2026-02-28");
  });
  it("writes clock times and the SMS texts", () => {
    expect(minutesToClock(0)).toBe("00:00");
    expect(minutesToClock(9 * 60 + 30)).toBe("09:30");
    const p = { service: "Подбор очков", date: "24 ноября", time: "10:00", address: "ул. Вайнера, 9" };
    expect(appointmentSmsTexts.confirmation(p)).toBe(
      "Вы записаны: Подбор очков, 24 ноября в 10:00, ул. Вайнера, 9. Отменить запись можно в личном кабинете.",
    );
    expect(appointmentSmsTexts.reminder(p)).toBe(
      "Напоминаем: завтра, 24 ноября в 10:00, Подбор очков, ул. Вайнера, 9. Ждём вас!",
    );
  });
});
