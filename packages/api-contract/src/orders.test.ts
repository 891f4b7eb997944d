import { describe, expect, it } from "vitest";
import {
  ORDER_MESSAGES as M,
  ZCheckoutBody,
  ZCode,
  ZCommerceOrdersSaveBody,
  ZIdempotencyKey,
} from "./orders.ts";

const body = {
  customer: { name: " Мария ", phone: "+7 (912) 345 67 89", email: "" },
  delivery: { deliveryId: "1", type: "pickup", pointCode: "store-1" },
  payment: "online",
};

const messages = (input: unknown) => {
  const result = ZCheckoutBody.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe("orders contract", () => {
  it("reads a checkout body: trimmed name, phone digits, e-mail null, consent true by default, no bonuses", () => {
    expect(ZCheckoutBody.parse(body)).toEqual({
      customer: { name: "Мария", phone: "79123456789", email: null, is_marketing: true },
      delivery: { deliveryId: 1, type: "pickup", pointCode: "store-1" },
      payment: "online",
      bonuses: 0,
    });
  });

  it("drops client prices and totals (not in the contract)", () => {
    const parsed = ZCheckoutBody.parse({ ...body, total: 1, items: [{ price: 1 }] }) as Record<
      string,
      unknown
    >;
    expect(parsed.total).toBeUndefined();
    expect(parsed.items).toBeUndefined();
  });

  it("refuses what a checkout cannot be, with the field's message", () => {
    expect(messages({ ...body, delivery: { deliveryId: 1, type: "pickup" } })).toContain(M.pointRequired);
    expect(messages({ ...body, delivery: { deliveryId: 3, type: "courier" } })).toContain(M.addressRequired);
    expect(messages({ ...body, bonuses: -1 })).toContain(M.bonusesInvalid);
    expect(messages({ ...body, bonuses: 1.5 })).toContain(M.bonusesInvalid);
    expect(messages({ ...body, payment: "cash" })).toContain(M.paymentInvalid);
    expect(
      messages({ ...body, delivery: { deliveryId: 0, type: "pickup", pointCode: "store-1" } }),
    ).toContain(M.deliveryIdInvalid);
    expect(messages({ ...body, delivery: { ...body.delivery, pointCode: "x".repeat(101) } })).toContain(
      M.pointRequired,
    );
  });

  it("bounds keys, codes and order lists", () => {
    expect(ZIdempotencyKey.safeParse("0b0e4c1e-6f7a-4c1e-9d1a-2b3c4d5e6f70").success).toBe(true);
    for (const bad of ["short", "x".repeat(101), "has space here", "ключ-ключ-ключ"]) {
      expect(ZIdempotencyKey.safeParse(bad).success).toBe(false);
    }
    expect(ZCode.parse(" gift-demo-2000 ")).toBe("GIFT-DEMO-2000");
    expect(ZCode.safeParse("").success).toBe(false);
    expect(ZCode.safeParse("a".repeat(65)).success).toBe(false);
    expect(ZCode.safeParse("DROP TABLE;").success).toBe(false);
    const saveErrors = (order_ids: unknown) =>
      ZCommerceOrdersSaveBody.safeParse({ order_ids }).error?.issues.map((issue) => issue.message);
    expect(saveErrors(Array.from({ length: 51 }, (_, i) => i + 1))).toEqual([M.orderIdsTooMany]);
    for (const bad of ["1,2", [1, "x"], [0], null]) {
      expect(saveErrors(bad), JSON.stringify(bad)).toEqual([M.orderIdsInvalid]);
    }
    expect(saveErrors([1, 2])).toBeUndefined();
  });
});
