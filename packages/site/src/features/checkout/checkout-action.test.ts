// @vitest-environment node
// (a server action: happy-dom's Headers drop Set-Cookie, as a browser's do)
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { action as processNewAction } from "../../routes/checkout-process-new.tsx";
import { apiContext, type TApiClient } from "../../server/api.server.ts";
import { checkoutAction, checkoutBodyOf, checkoutErrorsOf } from "./checkout-action.server.ts";

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

  describe("a placed order", () => {
    /** An API that makes the order: `paymentRequired` as the API answers it. */
    const apiMaking = (paymentRequired: boolean) => {
      const calls: unknown[] = [];
      const api = {
        orders: {
          createOrder: async (args: unknown) => {
            calls.push(args);
            return { status: 201, body: { order: { hash: "h4sh" }, paymentRequired } };
          },
        },
      } as unknown as TApiClient;
      return { api, calls };
    };
    const post = (fields: Record<string, string>) =>
      new Request("http://shop.test/checkout", {
        method: "POST",
        body: formOf({
          attempt_key: "attempt-key-1",
          name: "Анна",
          phone: "+7 (912) 345 67 89",
          email: "anna@example.ru",
          ...fields,
        }),
      });

    it("to be paid online: /checkout/process/{hash} as a document load (its redirects reach the provider over HTTP)", async () => {
      const { api, calls } = apiMaking(true);
      const answer = await checkoutAction(
        api,
        post({
          method: "delivery",
          courier_delivery_id: "4",
          full_address: "ул Малышева, д 5",
          payment: "online",
        }),
      );
      expect(calls).toHaveLength(1);
      expect(answer).toBeInstanceOf(Response);
      const response = answer as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/checkout/process/h4sh");
      expect(response.headers.get("X-Remix-Reload-Document")).toBe("true");
      // the order took the cart: the badge's count cookie goes with it
      expect(response.headers.get("Set-Cookie")).toMatch(/^cart_count=; Max-Age=0; Path=\//);
    });

    it("paid on receipt: the thank-you page, within the app", async () => {
      const { api } = apiMaking(false);
      const response = (await checkoutAction(
        api,
        post({ method: "pickup", pickup_delivery_id: "1:store-3", payment: "on-receipt" }),
      )) as Response;
      expect(response.headers.get("Location")).toBe("/order/success/h4sh");
      expect(response.headers.has("X-Remix-Reload-Document")).toBe(false);
      expect(response.headers.get("Set-Cookie")).toMatch(/^cart_count=; Max-Age=0; Path=\//);
    });
  });

  describe("an attempt key the API would refuse (a crafted post: a NUL cannot even be sent as a header)", () => {
    const refusedKey = "Повторите оформление заказа: не передан ключ запроса (Idempotency-Key)";
    const apiNeverCalled = () => {
      const calls: unknown[] = [];
      const api = {
        orders: {
          createOrder: async (args: unknown) => {
            calls.push(args);
            throw new TypeError("invalid header value");
          },
        },
      } as unknown as TApiClient;
      return { api, calls };
    };
    const fields = {
      name: "Анна",
      phone: "+7 (912) 345 67 89",
      email: "anna@example.ru",
      method: "pickup",
      pickup_delivery_id: "1:store-3",
      payment: "online",
    };
    const keys = ["a\u0000b", "key-\ud800", "ключ-заказа", "short"];

    it("/checkout: a 400 with the API's message that ends the attempt, not a 502 that keeps the key forever", async () => {
      for (const key of keys) {
        const { api, calls } = apiNeverCalled();
        const answer = (await checkoutAction(
          api,
          new Request("http://shop.test/checkout", {
            method: "POST",
            body: formOf({ ...fields, attempt_key: key }),
          }),
        )) as unknown as { init: { status: number }; data: unknown };
        expect({ key, status: answer.init.status, data: answer.data, calls }).toEqual({
          key,
          status: 400,
          data: { errors: { form: refusedKey }, keepKey: null },
          calls: [],
        });
      }
    });

    it("/checkout/process/new (no script): a 400 page with the API's message, not a 500", async () => {
      for (const key of keys) {
        const { api, calls } = apiNeverCalled();
        const context = new RouterContextProvider();
        context.set(apiContext, api);
        const request = new Request("http://shop.test/checkout/process/new", {
          method: "POST",
          body: formOf({ ...fields, idempotency_key: key }),
        });
        const answer = (await processNewAction({
          request,
          context,
          params: {},
          url: new URL(request.url),
        } as never)) as unknown as { init: { status: number }; data: unknown };
        expect({ key, status: answer.init.status, data: answer.data, calls }).toEqual({
          key,
          status: 400,
          data: { messages: [refusedKey] },
          calls: [],
        });
      }
    });
  });
});
