import { describe, expect, it } from "vitest";
import { salaryText as formatted } from "./vacancy-view.ts";

/** The text with the no-break spaces of money shown as plain spaces. */
const salaryText = (from: number | null, to: number | null) =>
  formatted(from, to).replace(/[\u00a0\u202f]/g, " ");

describe("salaryText", () => {
  it("writes the salary range of a month in rubles", () => {
    expect(salaryText(8_000_000, 12_000_000)).toBe("80 000 ₽ — 120 000 ₽ в месяц");
    expect(salaryText(16_000_000, null)).toBe("от 160 000 ₽ в месяц");
    expect(salaryText(null, 5_000_000)).toBe("до 50 000 ₽ в месяц");
    expect(salaryText(null, null)).toBe("Зарплата по договорённости");
  });
});
