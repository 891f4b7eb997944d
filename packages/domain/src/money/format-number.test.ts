import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commaDecimals, formatNumber } from "./format-number.ts";

const NBSP = "\u00a0";

describe("formatNumber", () => {
  it("uses a comma decimal and no-break space thousands", () => {
    expect(formatNumber(1234567.5)).toBe(`1${NBSP}234${NBSP}567,5`);
    expect(formatNumber(1990)).toBe(`1${NBSP}990`);
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(0)).toBe("0");
  });
  it("shows exactly fractionDigits when given", () => {
    expect(formatNumber(1990, 2)).toBe(`1${NBSP}990,00`);
    expect(formatNumber(1.005, 2)).toBe("1,01");
    expect(formatNumber(2.5, 0)).toBe("3");
    expect(formatNumber(12.3456, 1)).toBe("12,3");
    expect(formatNumber(1, -3)).toBe("1");
  });
  it("drops trailing zeros and keeps at most 3 digits by default", () => {
    expect(formatNumber(1.5)).toBe("1,5");
    expect(formatNumber(1.23456)).toBe("1,235");
    expect(formatNumber(2.0001)).toBe("2");
  });
  it("formats negatives without a negative zero", () => {
    expect(formatNumber(-1234.5)).toBe(`-1${NBSP}234,5`);
    expect(formatNumber(-0.0001)).toBe("0");
    expect(formatNumber(-0)).toBe("0");
  });
  it("passes non-finite and huge values through", () => {
    expect(formatNumber(Number.NaN)).toBe("NaN");
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe("Infinity");
    expect(formatNumber(1e21)).toBe("1e+21");
    expect(formatNumber(1e16)).toBe(`10${NBSP}000${NBSP}000${NBSP}000${NBSP}000${NBSP}000`);
  });
  it("reads back to the same integer (law)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(Number(formatNumber(n).replaceAll(NBSP, ""))).toBe(n);
      }),
    );
  });
});

describe("commaDecimals", () => {
  it("writes a label's decimal points as commas and leaves other text alone", () => {
    expect(commaDecimals("-3.00")).toBe("-3,00");
    expect(commaDecimals("от -12.00 до +6.00")).toBe("от -12,00 до +6,00");
    expect(commaDecimals("14.2 мм")).toBe("14,2 мм");
    expect(commaDecimals("180°")).toBe("180°");
    expect(commaDecimals("ул. Ленина, 5")).toBe("ул. Ленина, 5");
    expect(commaDecimals("HGH")).toBe("HGH");
  });
});
