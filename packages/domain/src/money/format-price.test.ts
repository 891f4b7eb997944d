import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPrice, formatPriceList, formatServicePrice } from "./format-price.ts";

const NBSP = "\u00a0";

describe("formatPrice", () => {
  it("formats kopecks as rubles", () => {
    expect(formatPrice(199000)).toBe(`1${NBSP}990${NBSP}₽`);
    expect(formatPrice(0)).toBe(`0${NBSP}₽`);
    expect(formatPrice(100)).toBe(`1${NBSP}₽`);
    expect(formatPrice(123456700)).toBe(`1${NBSP}234${NBSP}567${NBSP}₽`);
  });
  it("shows kopecks only when non-zero", () => {
    expect(formatPrice(199050)).toBe(`1${NBSP}990,50${NBSP}₽`);
    expect(formatPrice(5)).toBe(`0,05${NBSP}₽`);
    expect(formatPrice(199049.6)).toBe(`1${NBSP}990,50${NBSP}₽`);
  });
  it("handles negatives and non-finite input", () => {
    expect(formatPrice(-30000)).toBe(`-300${NBSP}₽`);
    expect(formatPrice(Number.NaN)).toBe(`NaN${NBSP}₽`);
  });
  it("always ends with the ruble sign and keeps the kopecks (law)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), (kopecks) => {
        const text = formatPrice(kopecks);
        expect(text.endsWith(`${NBSP}₽`)).toBe(true);
        const number = Number(text.slice(0, -2).replaceAll(NBSP, "").replace(",", "."));
        expect(Math.round(number * 100)).toBe(kopecks);
      }),
    );
  });
});

describe("formatServicePrice", () => {
  it("says a free service is free and prices the others like goods", () => {
    expect(formatServicePrice(0)).toBe("Бесплатно");
    expect(formatServicePrice(150_000)).toBe(formatPrice(150_000));
  });
});

describe("formatPriceList", () => {
  it("lists the amounts in the given order under one ruble sign", () => {
    expect(formatPriceList([100000, 200000, 500000])).toBe(`1${NBSP}000, 2${NBSP}000 и 5${NBSP}000${NBSP}₽`);
    expect(formatPriceList([199050, 100])).toBe(`1${NBSP}990,50 и 1${NBSP}₽`);
    expect(formatPriceList([300000])).toBe(`3${NBSP}000${NBSP}₽`);
  });
});
