import { describe, expect, it } from "vitest";
import { MYACUVUE_MESSAGES, ZLoyaltyConfirmBody, ZLoyaltyPhoneBody } from "./myacuvue.ts";
import { ZCheckoutBody } from "./orders.ts";

const checkout = {
  customer: { name: "Анна", phone: "+7 (900) 000-00-01" },
  delivery: { deliveryId: 1, type: "pickup", pointCode: "store-1" },
  payment: "online",
};

describe("myacuvue contract", () => {
  it("reads the phone as digits and the PIN as 4 digits", () => {
    expect(ZLoyaltyPhoneBody.parse({ phone: "+7 (900) 000-00-01" })).toEqual({ phone: "79000000001" });
    expect(ZLoyaltyConfirmBody.parse({ phone: "79000000001", password: " 1234 " }).password).toBe("1234");
  });

  it("refuses a PIN that is not 4 digits with the spec's message", () => {
    for (const password of ["123", "12345", "abcd", "1".repeat(10_000)]) {
      const result = ZLoyaltyConfirmBody.safeParse({ phone: "79000000001", password });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toContain(MYACUVUE_MESSAGES.pinLength);
    }
  });

  it("takes an optional voucher id at checkout, bounded", () => {
    expect(ZCheckoutBody.parse(checkout).myacuvue_voucher_id).toBeUndefined();
    expect(ZCheckoutBody.parse({ ...checkout, myacuvue_voucher_id: "" }).myacuvue_voucher_id).toBeUndefined();
    expect(ZCheckoutBody.parse({ ...checkout, myacuvue_voucher_id: "MA-500-1" }).myacuvue_voucher_id).toBe(
      "MA-500-1",
    );
    expect(ZCheckoutBody.safeParse({ ...checkout, myacuvue_voucher_id: "x".repeat(65) }).success).toBe(false);
    expect(ZCheckoutBody.safeParse({ ...checkout, myacuvue_voucher_id: "a b" }).success).toBe(false);
  });
});
