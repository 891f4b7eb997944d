import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { queryRows } from "../../db/rows.ts";
import { createYooKassaClient } from "../../integrations/payments/yookassa-client.ts";
import { describeOnEngines } from "../../test/harness.ts";
import { insertTestOrder, orderState } from "./payment-test-orders.ts";

const fixture = (name: string) =>
  readFileSync(
    new URL(`../../integrations/payments/yookassa-fixtures/${name}.json`, import.meta.url),
    "utf8",
  );

/** YooKassa's recorded answers, in turn; the requests are kept. */
const answers: { status: number; body: string }[] = [];
const requests: { method: string; url: string; body: unknown }[] = [];
const recordedFetch = (async (input: string | URL | Request, init?: RequestInit) => {
  requests.push({
    method: init?.method ?? "GET",
    url: String(input),
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  });
  const answer = answers.shift();
  if (!answer) throw new TypeError("fetch failed");
  return new Response(answer.body, {
    status: answer.status,
    headers: { "content-type": "application/json" },
  });
}) as typeof fetch;

const yookassa = createYooKassaClient({ shopId: "100500", secretKey: "test_secret", fetch: recordedFetch });
const NOW = new Date("2026-11-23T16:20:00.000Z");

describeOnEngines(
  "payments through YooKassa (recorded answers)",
  (ctx) => {
    beforeEach(() => {
      answers.length = 0;
      requests.length = 0;
    });

    it("starts a payment at YooKassa, and a notification verified by the API pays the order once", async () => {
      const { id, hash } = await insertTestOrder(ctx().db, {
        lines: [{ productId: 102, modificationId: 60102, quantity: 1, price: 249_000 }],
        storeId: 1,
        createdAt: NOW,
        reservationExpiresAt: new Date(NOW.getTime() + 30 * 60_000),
      });
      answers.push({ status: 200, body: fixture("create-payment") });
      const started = await ctx().app.inject({ method: "POST", url: `/orders/${hash}/payment` });
      expect(started.statusCode).toBe(200);
      expect((started.json() as { confirmation_url: string }).confirmation_url).toMatch(
        /^https:\/\/yoomoney\.ru\/checkout\//,
      );
      expect(requests[0]?.body).toMatchObject({
        amount: { value: "2490.00", currency: "RUB" },
        confirmation: { type: "redirect", return_url: `https://optika.example/order/success/${hash}` },
        metadata: { order_id: String(id) },
      });
      const notify = () =>
        ctx().app.inject({
          method: "POST",
          url: "/payments/webhook/yookassa",
          headers: { "content-type": "application/json" },
          payload: fixture("notification-payment-succeeded"),
        });
      answers.push({ status: 200, body: fixture("get-payment-succeeded") });
      expect((await notify()).statusCode).toBe(200);
      answers.push({ status: 200, body: fixture("get-payment-succeeded") });
      expect((await notify()).statusCode).toBe(200);
      expect(await orderState(ctx().db, id)).toEqual({ status: "paid", paymentStatus: "paid", paidRows: 1 });
      const events = await queryRows<{ outcome: string }>(
        ctx().db,
        sql`select outcome from payment_events where provider = 'yookassa' order by id`,
      );
      expect(events.map((e) => e.outcome)).toEqual(["paid"]);
    });

    it("a notification the API does not confirm is refused (401); the API down → 503; the test provider's routes are closed", async () => {
      answers.push({ status: 404, body: fixture("error-not-found") });
      const refused = await ctx().app.inject({
        method: "POST",
        url: "/payments/webhook/yookassa",
        headers: { "content-type": "application/json" },
        payload: fixture("notification-payment-succeeded"),
      });
      expect(refused.statusCode).toBe(401);
      const down = await ctx().app.inject({
        method: "POST",
        url: "/payments/webhook/yookassa",
        headers: { "content-type": "application/json" },
        payload: fixture("notification-payment-succeeded"),
      });
      expect(down.statusCode).toBe(503);
      expect(
        (
          await ctx().app.inject({
            method: "POST",
            url: "/payments/webhook/test",
            headers: { "content-type": "application/json" },
            payload: "{}",
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await ctx().app.inject({
            method: "GET",
            url: "/payments/test-provider/00000000-0000-4000-8000-000000000000",
          })
        ).statusCode,
      ).toBe(404);
    });
  },
  {
    app: {
      now: () => NOW,
      env: { PUBLIC_ORIGIN: "https://optika.example" },
      payments: { intervalMs: 0, provider: yookassa },
    },
  },
);
