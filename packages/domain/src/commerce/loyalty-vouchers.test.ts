import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isLoyaltyBrand, loyaltyVoucherDiscount, loyaltyVoucherState } from "./loyalty-vouchers.ts";

const voucher = { validFrom: "2026-01-01", validTo: "2026-12-31", usedAt: null };

describe("MyACUVUE vouchers", () => {
  it("take off ACUVUE items only, at most the voucher's amount", () => {
    const lines = [
      { brandName: "ACUVUE", lineTotal: 159_000 },
      { brandName: "Alcon", lineTotal: 200_000 },
    ];
    expect(loyaltyVoucherDiscount(500, lines)).toBe(50_000);
    expect(loyaltyVoucherDiscount(500, [{ brandName: "Acuvue ", lineTotal: 20_000 }])).toBe(20_000);
    expect(loyaltyVoucherDiscount(300, [{ brandName: "Alcon", lineTotal: 200_000 }])).toBe(0);
    expect(loyaltyVoucherDiscount(500, lines, 10_000)).toBe(10_000);
    expect(isLoyaltyBrand("acuvue")).toBe(true);
    expect(isLoyaltyBrand(null)).toBe(false);
  });

  it("never exceed the ACUVUE sum, the amount or the cap", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(300, 500),
        fc.array(
          fc.record({ brandName: fc.constantFrom("ACUVUE", "Alcon", null), lineTotal: fc.nat(1_000_000) }),
          { maxLength: 10 },
        ),
        fc.nat(2_000_000),
        (amount, lines, cap) => {
          const discount = loyaltyVoucherDiscount(amount, lines, cap);
          const acuvue = lines.filter((l) => l.brandName === "ACUVUE").reduce((s, l) => s + l.lineTotal, 0);
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(discount).toBeLessThanOrEqual(Math.min(amount * 100, acuvue, cap));
        },
      ),
    );
  });

  it("are used, reserved, expired or active", () => {
    expect(loyaltyVoucherState(voucher, null, "2026-06-01")).toBe("active");
    expect(loyaltyVoucherState(voucher, null, "2026-12-31")).toBe("active");
    expect(loyaltyVoucherState(voucher, null, "2027-01-01")).toBe("expired");
    expect(loyaltyVoucherState(voucher, null, "2025-12-31")).toBe("expired");
    expect(loyaltyVoucherState(voucher, "reserved", "2026-06-01")).toBe("reserved");
    expect(loyaltyVoucherState(voucher, "used", "2027-06-01")).toBe("used");
    expect(loyaltyVoucherState({ ...voucher, usedAt: "2026-02-01T00:00:00Z" }, null, "2026-06-01")).toBe(
      "used",
    );
  });
});
