import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PaymentProviderError } from "./payment-provider.ts";
import { amountValueOf, createYooKassaClient, kopecksOf } from "./yookassa-client.ts";

const fixture = (name: string) =>
  readFileSync(new URL(`./yookassa-fixtures/${name}.json`, import.meta.url), "utf8");

type TCall = { url: string; method: string; headers: Record<string, string>; body: unknown };

/** A fetch that answers recorded YooKassa answers in turn and keeps the requests. */
function recordedFetch(answers: { status: number; body: string }[]) {
  const calls: TCall[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? "GET",
      headers: init?.headers as Record<string, string>,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = answers.shift();
    if (!answer) throw new Error("no recorded answer left");
    return new Response(answer.body, {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const client = (fetchImpl: typeof fetch) =>
  createYooKassaClient({ shopId: "100500", secretKey: "test_secret", fetch: fetchImpl });

describe("YooKassa client (recorded answers)", () => {
  it("creates a redirect payment: amount in rubles, capture, return URL, metadata, idempotence key, basic auth", async () => {
    const { calls, fetchImpl } = recordedFetch([{ status: 200, body: fixture("create-payment") }]);
    const created = await client(fetchImpl).createPayment({
      orderId: 17,
      amount: 249_000,
      description: "Заказ № 17 в интернет-магазине оптики",
      returnUrl: "https://optika.example/order/success/abcdefghijklmnop",
      cancelUrl: "https://optika.example/order/payment/cancel/abcdefghijklmnop",
      idempotenceKey: "5b7f3b8e-4a8e-4f7e-9d4e-1e2f3a4b5c6d",
    });
    expect(created).toEqual({
      paymentId: "2e9c1b4a-000f-5000-9000-1b6c3a8e2f10",
      confirmationUrl:
        "https://yoomoney.ru/checkout/payments/v2/contract?orderId=2e9c1b4a-000f-5000-9000-1b6c3a8e2f10",
    });
    const [call] = calls;
    expect(call?.url).toBe("https://api.yookassa.ru/v3/payments");
    expect(call?.method).toBe("POST");
    expect(call?.headers["idempotence-key"]).toBe("5b7f3b8e-4a8e-4f7e-9d4e-1e2f3a4b5c6d");
    expect(call?.headers.authorization).toBe(`Basic ${Buffer.from("100500:test_secret").toString("base64")}`);
    expect(call?.body).toEqual({
      amount: { value: "2490.00", currency: "RUB" },
      capture: true,
      confirmation: { type: "redirect", return_url: "https://optika.example/order/success/abcdefghijklmnop" },
      description: "Заказ № 17 в интернет-магазине оптики",
      metadata: { order_id: "17" },
    });
  });

  it("reads a payment's status: succeeded, canceled; unknown → null", async () => {
    const { calls, fetchImpl } = recordedFetch([
      { status: 200, body: fixture("get-payment-succeeded") },
      { status: 200, body: fixture("get-payment-canceled") },
      { status: 404, body: fixture("error-not-found") },
    ]);
    const yookassa = client(fetchImpl);
    expect(await yookassa.getPayment("2e9c1b4a-000f-5000-9000-1b6c3a8e2f10")).toEqual({
      paymentId: "2e9c1b4a-000f-5000-9000-1b6c3a8e2f10",
      status: "succeeded",
      amount: 249_000,
    });
    expect((await yookassa.getPayment("2e9c1b4a-000f-5000-9000-1b6c3a8e2f10"))?.status).toBe("canceled");
    expect(await yookassa.getPayment("2e9c1b4a-000f-5000-9000-000000000000")).toBeNull();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      "GET https://api.yookassa.ru/v3/payments/2e9c1b4a-000f-5000-9000-1b6c3a8e2f10",
      "GET https://api.yookassa.ru/v3/payments/2e9c1b4a-000f-5000-9000-1b6c3a8e2f10",
      "GET https://api.yookassa.ru/v3/payments/2e9c1b4a-000f-5000-9000-000000000000",
    ]);
    // an id that could change the path is never sent
    expect(await yookassa.getPayment("../refunds")).toBeNull();
    expect(calls).toHaveLength(3);
  });

  it("verifies a notification by asking the API: the API's status decides, not the body's", async () => {
    const { calls, fetchImpl } = recordedFetch([{ status: 200, body: fixture("get-payment-canceled") }]);
    const event = await client(fetchImpl).verifyWebhook({
      rawBody: fixture("notification-payment-succeeded"),
      headers: {},
      ip: "185.71.76.1",
    });
    expect(event).toEqual({
      eventKey: "2e9c1b4a-000f-5000-9000-1b6c3a8e2f10:canceled",
      paymentId: "2e9c1b4a-000f-5000-9000-1b6c3a8e2f10",
      status: "canceled",
    });
    expect(calls).toHaveLength(1);
  });

  it("refuses a notification of an unknown payment or of another shape", async () => {
    const { fetchImpl } = recordedFetch([{ status: 404, body: fixture("error-not-found") }]);
    const yookassa = client(fetchImpl);
    expect(
      await yookassa.verifyWebhook({
        rawBody: fixture("notification-payment-succeeded"),
        headers: {},
        ip: "1.2.3.4",
      }),
    ).toBeNull();
    expect(await yookassa.verifyWebhook({ rawBody: "not json", headers: {}, ip: "1.2.3.4" })).toBeNull();
    expect(await yookassa.verifyWebhook({ rawBody: '{"type":"x"}', headers: {}, ip: "1.2.3.4" })).toBeNull();
  });

  it("turns refusals and outages into PaymentProviderError", async () => {
    const { fetchImpl } = recordedFetch([{ status: 401, body: fixture("error-invalid-credentials") }]);
    await expect(client(fetchImpl).getPayment("2e9c1b4a-000f-5000-9000-1b6c3a8e2f10")).rejects.toThrow(
      /401 \(invalid_credentials/,
    );
    const down = (async () => {
      throw new TypeError("fetch failed");
    }) as typeof fetch;
    await expect(client(down).getPayment("2e9c1b4a-000f-5000-9000-1b6c3a8e2f10")).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
  });

  it("converts money both ways", () => {
    expect(amountValueOf(249_000)).toBe("2490.00");
    expect(amountValueOf(199_05)).toBe("199.05");
    expect(kopecksOf("2490.00")).toBe(249_000);
    expect(kopecksOf("199.5")).toBe(19_950);
    expect(kopecksOf("7")).toBe(700);
  });
});
