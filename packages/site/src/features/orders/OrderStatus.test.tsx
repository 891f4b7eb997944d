import type { TOrder } from "@optika/api-contract";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OrderDetails } from "./OrderDetails.tsx";
import { OrderStatus } from "./OrderStatus.tsx";
import { canPayOnline, orderStatusView, orderView } from "./order-view.ts";

function order(o: Partial<TOrder> = {}): TOrder {
  return {
    id: 1001,
    hash: "a".repeat(24),
    status: "new",
    status_label: "Новый",
    payment_status: "unpaid",
    payment_method: "online",
    customer: { name: "Анна", phone: "79001234567", email: null, is_marketing: true },
    delivery: {
      id: 1,
      type: "pickup",
      class: "store-pickup",
      point_code: "store-3",
      store_id: 3,
      address: null,
      cost: 0,
      term_days: 3,
      term_label: "3 дня",
    },
    items: [
      {
        id: 1,
        product_id: 10,
        modification_id: 100,
        name: "1-Day Acuvue Moist",
        sku: "LNS-1",
        quantity: 2,
        price: 250_000,
        line_total: 500_000,
        bonus_value: 5,
        options: { eye: "right" },
        data: {},
        eye: "right",
        certificate_codes: [],
      },
    ],
    items_total: 500_000,
    discount: 50_000,
    promo_code: "WELCOME",
    certificate_amount: 0,
    myacuvue_voucher: null,
    bonuses_spent: 100,
    bonuses_accrued: 10,
    total: 440_000,
    created_at: "2026-11-23T09:05:00Z",
    paid_at: null,
    reservation_expires_at: null,
    history: [
      { status: "new", payment_status: "unpaid", comment: "", created_at: "2026-11-23T09:05:00Z" },
      {
        status: "paid",
        payment_status: "paid",
        comment: "Оплата картой",
        created_at: "2026-11-23T09:07:00Z",
      },
    ],
    ...o,
  };
}

describe("order status", () => {
  it("an online order not paid waits for payment and may be paid", () => {
    expect(orderStatusView(order())).toEqual({
      code: "pending_payment",
      label: "Ожидает оплаты",
      tone: "neutral",
    });
    expect(canPayOnline(order())).toBe(true);
  });

  it("paid, completed and cancelled orders are not offered 'Оплатить'", () => {
    expect(orderStatusView(order({ status: "paid", payment_status: "paid" })).label).toBe("Оплачен");
    expect(canPayOnline(order({ status: "paid", payment_status: "paid" }))).toBe(false);
    expect(orderStatusView(order({ status: "cancelled" }))).toMatchObject({
      label: "Отменён",
      tone: "danger",
    });
    expect(canPayOnline(order({ status: "cancelled" }))).toBe(false);
    expect(orderStatusView(order({ status: "completed", payment_status: "paid" })).label).toBe("Выполнен");
  });

  it("an order paid on receipt is 'Новый' and never offered online payment", () => {
    const onReceipt = order({ payment_method: "on_receipt" });
    expect(orderStatusView(onReceipt).label).toBe("Новый");
    expect(canPayOnline(onReceipt)).toBe(false);
    expect(orderView(onReceipt).paymentLabel).toBe("Оплата при получении");
  });

  it("renders the badge, the payment and the history with times in the shop's zone", () => {
    const html = renderToStaticMarkup(<OrderStatus order={orderView(order())} withHistory />);
    expect(html).toContain('data-order-status="pending_payment"');
    expect(html).toContain("Ожидает оплаты");
    expect(html).toContain("Оплата: Не оплачен");
    expect(html).toContain("История заказа");
    // 09:05 UTC is 14:05 in Yekaterinburg
    expect(html).toMatch(/23 ноября 2026 г\.[^<]*14:05/);
    expect(html).toContain("Оплата картой");
  });

  it("the order's bonuses: 'Будет начислено' until paid, 'Начислено' once paid, nothing when it accrues none", () => {
    const bonuses = (o: Partial<TOrder>) =>
      renderToStaticMarkup(<OrderDetails order={orderView(order(o))} />)
        .match(/data-order-bonuses="">([^<]*(?:<!-- -->[^<]*)*)</)?.[1]
        ?.replaceAll("<!-- -->", "") ?? null;
    expect(bonuses({})).toBe("Будет начислено бонусов: 10");
    expect(bonuses({ status: "paid", payment_status: "paid" })).toBe("Начислено бонусов: 10");
    expect(bonuses({ bonuses_accrued: 0 })).toBeNull();
  });

  it("the view: items per eye, server totals with promo and bonuses, pickup at the store", () => {
    const view = orderView(order(), {
      name: "Салон на Ленина",
      address: "пр. Ленина, 5",
      hours: "10–20",
      phones: ["+7 343 000-00-00"],
    });
    expect(view.items[0]).toMatchObject({
      name: "1-Day Acuvue Moist",
      eye: "Правый глаз",
      quantity: "2 шт.",
    });
    expect(view.totals.map((row) => row.label)).toEqual([
      "Товары",
      "Доставка",
      "Промокод WELCOME",
      "Списано бонусов",
    ]);
    expect(view.totals[1]?.value).toBe("Бесплатно");
    expect(view.total).toMatch(/^4\s400\s₽$/);
    expect(view.delivery).toMatchObject({ kind: "pickup", title: "Самовывоз", term: "3 дня" });
    expect(view.delivery.lines).toEqual(["Салон на Ленина", "пр. Ленина, 5", "10–20", "+7 343 000-00-00"]);
  });
});
