import { describe, expect, it } from "vitest";
import { DEMO_SHOPPERS } from "../../seed/demo-shoppers.ts";
import { ean13CheckDigit, isEan13, newCardNumber } from "./card-number.ts";

describe("discount card numbers", () => {
  it("are EAN-13 with the right check digit", () => {
    expect(ean13CheckDigit("400638133393")).toBe(1);
    expect(isEan13("4006381333931")).toBe(true);
    expect(isEan13("4006381333932")).toBe(false);
    for (let i = 0; i < 100; i++) expect(isEan13(newCardNumber())).toBe(true);
    for (const shopper of DEMO_SHOPPERS) expect(isEan13(shopper.card.number)).toBe(true);
  });
});
