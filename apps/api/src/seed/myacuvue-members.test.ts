import { describe, expect, it } from "vitest";
import { generateSeedRows } from "./generate.ts";
import { MYACUVUE_DEMO_MEMBERS } from "./myacuvue-members.ts";

const rows = generateSeedRows();

describe("MyACUVUE demo members", () => {
  it("are fitted with ACUVUE lenses of the seed, with parameters their grids offer", () => {
    const acuvue = rows.brands.find((b) => b.name === "ACUVUE");
    for (const member of MYACUVUE_DEMO_MEMBERS) {
      for (const fitted of member.fitted) {
        const product = rows.products.find((p) => p.slug === fitted.slug);
        expect(product, fitted.slug).toBeDefined();
        expect(product?.brandId, fitted.slug).toBe(acuvue?.id);
        for (const eye of fitted.eyes) {
          for (const { group, value } of eye.parameters) {
            const groupRow = rows.variantGroups.find((g) => g.productId === product?.id && g.name === group);
            const values = rows.variants.filter((v) => v.groupId === groupRow?.id).map((v) => v.value);
            expect(values, `${fitted.slug} ${group}`).toContain(value);
          }
        }
      }
    }
  });

  it("hold a 500-rub voucher, a 300-rub one, none, then one of each again (a member per e2e project)", () => {
    expect(MYACUVUE_DEMO_MEMBERS.map((m) => m.vouchers.map((v) => v.amount))).toEqual([
      [500],
      [300],
      [],
      [300],
      [500],
    ]);
  });
});
