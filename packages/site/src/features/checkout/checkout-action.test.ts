import { describe, expect, it } from "vitest";
import { checkoutBodyOf, checkoutErrorsOf } from "./checkout-action.server.ts";

const formOf = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(entries)) form.append(k, v);
  return form;
};

describe("checkout action", () => {
  it("posts pickup as the point's delivery and code, the phone as digits, no prices", () => {
    const body = checkoutBodyOf(
      formOf({
        name: " Анна ",
        phone: "+7 (912) 345 67 89",
        email: "anna@example.ru",
        is_marketing: "on",
        method: "pickup",
        pickup_delivery_id: "1:store-3",
        payment: "online",
        promo_code: "SALE10",
        total: "1",
      }),
    );
    expect(body).toEqual({
      customer: { name: "Анна", phone: "79123456789", email: "anna@example.ru", is_marketing: true },
      delivery: { deliveryId: 1, type: "pickup", pointCode: "store-3" },
      payment: "online",
      promo_code: "SALE10",
      certificate_code: undefined,
      bonuses: 0,
    });
  });

  it("posts courier with the address and on-receipt payment; marketing off when unticked", () => {
    const body = checkoutBodyOf(
      formOf({
        name: "Анна",
        phone: "+7 (912) 345 67 89",
        method: "delivery",
        courier_delivery_id: "3",
        full_address: "г Екатеринбург, ул Малышева, д 51",
        short_address: "ул Малышева, д 51",
        lat: "56.84",
        lon: "60.61",
        flat: "12",
        payment: "on-receipt",
        bonuses: "50",
      }),
    );
    expect(body.customer.is_marketing).toBe(false);
    expect(body.payment).toBe("on_receipt");
    expect(body.bonuses).toBe(50);
    expect(body.delivery).toMatchObject({
      deliveryId: 3,
      type: "courier",
      address: {
        fullAddress: "г Екатеринбург, ул Малышева, д 51",
        coordinates: [56.84, 60.61],
        apartment: "12",
        courierId: "3",
      },
    });
  });

  it("puts the API's field messages under their fields and the rest over the form", () => {
    expect(
      checkoutErrorsOf({
        message: "Проверьте данные",
        errors: {
          "customer.phone": ["Некорректно набран номер"],
          "delivery.pointCode": ["Выберите пункт самовывоза"],
        },
      }),
    ).toEqual({ phone: "Некорректно набран номер", form: "Выберите пункт самовывоза" });
    expect(checkoutErrorsOf({ message: "Товар закончился" })).toEqual({ form: "Товар закончился" });
  });
});
