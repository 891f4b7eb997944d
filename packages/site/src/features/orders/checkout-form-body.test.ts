import { describe, expect, it } from "vitest";
import { checkoutBodyOf, idempotencyKeyOf } from "./checkout-form-body.ts";

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
};

describe("the checkout form posted without JavaScript", () => {
  it("reads checkout-ui's field names: pickup 'id:code', masked phone, consent 'on'", () => {
    const form = formOf({
      attempt_key: "key-12345678",
      method: "pickup",
      name: " Анна ",
      phone: "+7 (900) 123 45 67",
      email: "anna@example.ru",
      is_marketing: "on",
      pickup_delivery_id: "5:store-14",
      payment: "on-receipt",
      promo_code: "WELCOME",
      bonuses: "",
    });
    expect(idempotencyKeyOf(form)).toBe("key-12345678");
    expect(checkoutBodyOf(form)).toEqual({
      customer: { name: "Анна", phone: "79001234567", email: "anna@example.ru", is_marketing: true },
      delivery: { deliveryId: 5, type: "pickup", pointCode: "store-14", address: undefined },
      payment: "on_receipt",
      promo_code: "WELCOME",
      certificate_code: undefined,
      bonuses: 0,
    });
  });

  it("reads nested names for a courier order; an unticked consent is false", () => {
    const body = checkoutBodyOf(
      formOf({
        idempotency_key: "k-abcdefgh",
        "customer[name]": "Иван",
        "customer[phone]": "79001234567",
        "delivery[type]": "courier",
        "delivery[deliveryId]": "3",
        "delivery[address][fullAddress]": "г Екатеринбург, ул Малышева, д 51",
        "delivery[address][apartment]": "12",
        "delivery[address][lat]": "56.83",
        "delivery[address][lon]": "60.6",
        payment: "online",
        bonuses: "150",
      }),
    );
    expect(body.customer.is_marketing).toBe(false);
    expect(body.delivery).toMatchObject({
      deliveryId: 3,
      type: "courier",
      pointCode: undefined,
      address: {
        fullAddress: "г Екатеринбург, ул Малышева, д 51",
        apartment: "12",
        coordinates: [56.83, 60.6],
      },
    });
    expect(body.payment).toBe("online");
    expect(body.bonuses).toBe(150);
  });
});
