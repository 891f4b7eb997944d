import { describe, expect, it } from "vitest";
import { analyticsItem, analyticsPromotion, ecommerceEvent } from "./analytics-items.ts";
import { bonusCountText, bonusesAccrued } from "./bonuses.ts";
import { cardAddAction, cardQuantityAction } from "./cart-card-actions.ts";
import {
  commerceOrderIdsToSave,
  isOrderPaid,
  paySertGoal,
  type TOrderSummary,
} from "./certificate-orders.ts";
import { loyaltyDiscountLabel } from "./loyalty-discount-label.ts";

describe("bonuses", () => {
  const signedIn = { signedIn: true };
  const guest = { signedIn: false };
  it("sums the lines' bonuses for a signed-in shopper", () => {
    expect(
      bonusesAccrued(
        [{ bonuses: 150 }, { bonuses: 75 }, { bonuses: null }, {}, { bonuses: Number.NaN }],
        signedIn,
      ),
    ).toBe(225);
    expect(bonusesAccrued([], signedIn)).toBe(0);
  });
  it("accrues nothing for a guest: bonuses go to an account", () => {
    expect(bonusesAccrued([{ bonuses: 150 }, { bonuses: 75 }], guest)).toBe(0);
  });
  it("writes the count with the right plural", () => {
    expect(bonusCountText(1)).toBe("1 бонус");
    expect(bonusCountText(3)).toBe("3 бонуса");
    expect(bonusCountText(11)).toBe("11 бонусов");
    expect(bonusCountText(1500)).toBe("1\u00a0500 бонусов");
  });
});

describe("loyalty discount label", () => {
  const with500 = { discountVouchers: [{ amount: 300 }, { amount: 500 }] };
  const with300 = { discountVouchers: [{ amount: 300 }] };
  it("shows the voucher's discount on ACUVUE products only", () => {
    expect(loyaltyDiscountLabel("ACUVUE", with500)).toBe("Вам доступна скидка 500 рублей");
    expect(loyaltyDiscountLabel("Acuvue", with300)).toBe("Вам доступна скидка 300 рублей");
    expect(loyaltyDiscountLabel("Alcon", with500)).toBeNull();
    expect(loyaltyDiscountLabel(undefined, with500)).toBeNull();
  });
  it("needs a profile with a 300 or 500 voucher", () => {
    expect(loyaltyDiscountLabel("ACUVUE", null)).toBeNull();
    expect(loyaltyDiscountLabel("ACUVUE", { discountVouchers: [] })).toBeNull();
    expect(loyaltyDiscountLabel("ACUVUE", { discountVouchers: [{ amount: 1000 }] })).toBeNull();
  });
});

describe("certificate 9907 orders", () => {
  const orders: TOrderSummary[] = [
    { id: 1, paymentStatus: "1", productIds: [9907] },
    { id: 2, paymentStatus: "0", productIds: [9907, 5] },
    { id: 3, paymentStatus: "0", productIds: [5] },
    { id: 4, paymentStatus: 1, productIds: [5] },
    { id: 5, paymentStatus: null, productIds: [9907] },
  ];
  it("leaves unpaid orders with the certificate out of commerce-orders-save", () => {
    expect(commerceOrderIdsToSave(orders)).toEqual([1, 3, 4]);
  });
  it("sends 'pay_sert' for a paid order holding 9907", () => {
    expect(orders.map(paySertGoal)).toEqual(["pay_sert", null, null, null, null]);
    expect(isOrderPaid(orders[3] as TOrderSummary)).toBe(true);
  });
});

describe("analytics items", () => {
  const product = {
    id: 7,
    name: "Acuvue Oasys",
    brand: { name: "ACUVUE" },
    category: { name: "Линзы" },
    price: 199000,
  };
  it("maps the product in rubles, preferring the new price", () => {
    expect(analyticsItem(product, 2, 55)).toEqual({
      id: 7,
      name: "Acuvue Oasys",
      brand: "ACUVUE",
      category: "Линзы",
      price: 1990,
      quantity: 2,
      modificationId: 55,
    });
    expect(analyticsItem({ ...product, newPrice: 179050, brand: null, category: { name: null } })).toEqual({
      id: 7,
      name: "Acuvue Oasys",
      brand: "",
      category: "",
      price: 1790.5,
      quantity: 1,
    });
  });
  it("builds events in RUB", () => {
    const item = analyticsItem(product);
    expect(ecommerceEvent("add", [item])).toEqual({
      ecommerce: { currencyCode: "RUB", add: { products: [item] } },
    });
    expect(ecommerceEvent("purchase", [item], 42)).toEqual({
      ecommerce: { currencyCode: "RUB", purchase: { actionField: { id: "42" }, products: [item] } },
    });
    expect(analyticsPromotion({ id: 3, title: "Лето" })).toEqual({ id: "3", name: "Лето" });
  });
});

describe("card actions", () => {
  it("opens quick-buy for products with modifications", () => {
    expect(cardAddAction({ hasModifications: true })).toBe("open-quick-buy");
    expect(cardAddAction({ hasModifications: false })).toBe("add-to-cart");
  });
  it("removes the item when the counter reaches 0", () => {
    expect(cardQuantityAction(1, -1)).toEqual({ type: "remove" });
    expect(cardQuantityAction(2, -1)).toEqual({ type: "update", quantity: 1 });
    expect(cardQuantityAction(2, 1)).toEqual({ type: "update", quantity: 3 });
  });
});
