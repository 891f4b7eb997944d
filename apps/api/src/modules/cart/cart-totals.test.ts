import { describe, expect, it } from "vitest";
import { cartTotals, lineLimit } from "./cart-totals.ts";

describe("cart totals", () => {
  it("sums quantities, line totals and bonuses", () => {
    expect(
      cartTotals([
        { quantity: 2, line_total: 398_000, line_bonus: 38 },
        { quantity: 1, line_total: 205_000, line_bonus: 19 },
      ]),
    ).toEqual({ count: 3, total: 603_000, bonus_total: 57 });
  });

  it("is zero for an empty cart", () => {
    expect(cartTotals([])).toEqual({ count: 0, total: 0, bonus_total: 0 });
  });

  it("limits a line by stock and by the cap", () => {
    expect(lineLimit(5, 99)).toBe(5);
    expect(lineLimit(500, 99)).toBe(99);
    expect(lineLimit(-3, 99)).toBe(0);
  });
});
