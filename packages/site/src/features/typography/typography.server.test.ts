import { describe, expect, it } from "vitest";
import { typographListing, typographRecord, typographText } from "./typography.server.ts";

const NBSP = "\u00a0";

describe("typography", () => {
  it("binds one-letter words to the next word so they never hang at a line end", () => {
    expect(typographText("Линзы и очки в салонах")).toBe(`Линзы и${NBSP}очки в${NBSP}салонах`);
  });
  it("uses Russian quotes and dashes, keeps numbers of product names", () => {
    expect(typographText('Линзы - "лучшие"')).toBe(`Линзы${NBSP}— «лучшие»`);
    expect(typographText("1-DAY ACUVUE MOIST 1/2 +/-")).toBe("1-DAY ACUVUE MOIST 1/2 +/-");
  });
  it("keeps an amount on one line: its thousands groups and the rouble sign", () => {
    expect(typographText("получите 1 000 ₽ скидки")).toBe(`получите 1${NBSP}000${NBSP}₽ скидки`);
    expect(typographText("от 15 000 до 120 000 ₽")).toBe(
      `от${NBSP}15${NBSP}000 до${NBSP}120${NBSP}000${NBSP}₽`,
    );
    expect(typographText("RB5154 2342 и 30 линз")).toBe(`RB5154 2342 и${NBSP}30 линз`);
  });
  it("treats a listing's headings and a page's text record", () => {
    const listing = typographListing({
      category: { id: 1, slug: "x", name: "Уход и аксессуары" },
      products: [{ name: "Раствор с гиалуроном" }],
    } as never) as unknown as { category: { name: string }; products: Array<{ name: string }> };
    expect(listing.category.name).toBe(`Уход и${NBSP}аксессуары`);
    expect(listing.products[0]?.name).toBe(`Раствор с${NBSP}гиалуроном`);
    expect(typographRecord({ lead: "Код в SMS", steps: [{ title: "Купите и подарите" }], n: 3 })).toEqual({
      lead: `Код в${NBSP}SMS`,
      steps: [{ title: `Купите и${NBSP}подарите` }],
      n: 3,
    });
  });
});
