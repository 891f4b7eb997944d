import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPricePerLens, pricePerLens } from "./price-per-lens.ts";

describe("pricePerLens", () => {
  it("divides the pack price by the lenses in it, in whole kopecks", () => {
    expect(pricePerLens(219_000, 30)).toBe(7_300);
    expect(pricePerLens(279_000, 90)).toBe(3_100);
    expect(pricePerLens(199_000, 6)).toBe(33_167);
    expect(pricePerLens(100, 3)).toBe(33);
  });
  it("has no answer without a positive whole pack size or a sane price", () => {
    expect(pricePerLens(219_000, 0)).toBeNull();
    expect(pricePerLens(219_000, -30)).toBeNull();
    expect(pricePerLens(219_000, 2.5)).toBeNull();
    expect(pricePerLens(219_000, Number.NaN)).toBeNull();
    expect(pricePerLens(Number.NaN, 30)).toBeNull();
    expect(pricePerLens(-1, 30)).toBeNull();
  });
  it("times the lenses gives back the pack price within half a kopeck per lens (law)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 720 }),
        (price, lenses) => {
          const perLens = pricePerLens(price, lenses) as number;
          expect(Number.isInteger(perLens)).toBe(true);
          expect(Math.abs(perLens * lenses - price)).toBeLessThanOrEqual(lenses / 2);
        },
      ),
    );
  });
});

describe("formatPricePerLens", () => {
  it("says the price of one lens the domain's way", () => {
    expect(formatPricePerLens(219_000, 30)).toBe("73\u00a0₽ за линзу");
    expect(formatPricePerLens(199_000, 6)).toBe("331,67\u00a0₽ за линзу");
    expect(formatPricePerLens(219_000, 0)).toBeNull();
  });
});
