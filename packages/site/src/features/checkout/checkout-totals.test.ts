import { describe, expect, it } from "vitest";
import { checkoutTotals } from "./checkout-totals.ts";

describe("checkout totals", () => {
  it("adds the delivery and takes off promo, bonuses and certificate", () => {
    expect(
      checkoutTotals({
        goods: 500_000,
        delivery: 30_000,
        promoDiscount: 50_000,
        certificateApplicable: 100_000,
        bonusesToSpend: 200,
        maxBonuses: 300,
      }),
    ).toEqual({
      goods: 500_000,
      delivery: 30_000,
      promo: 50_000,
      voucher: 0,
      certificate: 100_000,
      bonuses: 20_000,
      total: 360_000,
    });
  });

  it("a promo larger than the goods takes only the goods: the delivery is still paid", () => {
    const totals = checkoutTotals({
      goods: 40_000,
      delivery: 30_000,
      promoDiscount: 50_000,
      certificateApplicable: 0,
      bonusesToSpend: 0,
      maxBonuses: 0,
    });
    expect(totals).toMatchObject({ promo: 40_000, total: 30_000 });
  });

  it("spends no more bonuses than allowed and never goes below zero", () => {
    const totals = checkoutTotals({
      goods: 100_000,
      delivery: null,
      promoDiscount: 0,
      certificateApplicable: 500_000,
      bonusesToSpend: 5_000,
      maxBonuses: 100,
    });
    expect(totals.bonuses).toBe(10_000);
    expect(totals.certificate).toBe(90_000);
    expect(totals.total).toBe(0);
  });

  it("takes the MyACUVUE voucher's discount off after the promo, before bonuses and certificate", () => {
    const totals = checkoutTotals({
      goods: 400_000,
      delivery: 0,
      promoDiscount: 20_000,
      voucherDiscount: 30_000,
      certificateApplicable: 0,
      bonusesToSpend: 100,
      maxBonuses: 100,
    });
    expect(totals.voucher).toBe(30_000);
    expect(totals.total).toBe(400_000 - 20_000 - 30_000 - 10_000);
    expect(
      checkoutTotals({
        goods: 10_000,
        delivery: null,
        promoDiscount: 5_000,
        voucherDiscount: 30_000,
        certificateApplicable: 0,
        bonusesToSpend: 0,
        maxBonuses: 0,
      }).voucher,
    ).toBe(5_000);
  });
});
