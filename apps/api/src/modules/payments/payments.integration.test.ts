import { formatPrice } from "@optika/domain/money";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { queryRows } from "../../db/rows.ts";
import type { TWebhookTransport } from "../../integrations/payments/test-provider-webhooks.ts";
import {
  DEV_WEBHOOK_SECRET,
  signWebhookBody,
  WEBHOOK_SIGNATURE_HEADER,
} from "../../integrations/payments/webhook-signature.ts";
import { buildTestApp, describeOnEngines } from "../../test/harness.ts";
import { insertTestOrder, orderState, stockOf } from "./payment-test-orders.ts";
import { PAYMENT_QUERY_BUDGETS } from "./query-budgets.ts";

const START = new Date("2026-11-23T10:00:00.000Z");
let clock = START;
const now = () => clock;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

/** The webhook receiver as the test provider reaches it: failing the next `failures` sends. */
let receiver: FastifyInstance | undefined;
let failures = 0;
let sends = 0;
const transport: TWebhookTransport = async (request) => {
  sends++;
  if (failures > 0) {
    failures--;
    return 503;
  }
  if (!receiver) throw new Error("receiver not ready");
  const answer = await receiver.inject({
    method: "POST",
    url: request.path,
    headers: request.headers,
    payload: request.body,
  });
  return answer.statusCode;
};

const logs: string[] = [];
const logger = { level: "info", stream: { write: (line: string) => logs.push(line) } };

const LENS = { productId: 102, modificationId: 60102, price: 249_000 };
const CERTIFICATE = { productId: 9907, modificationId: 69907, price: 100_000 };

describeOnEngines(
  "payments",
  (ctx) => {
    beforeAll(async () => {
      receiver = ctx().app;
      await ctx().db.execute(
        sql`update stock set quantity = 1000 where store_id = 1 and modification_id = ${LENS.modificationId}`,
      );
    });
    beforeEach(() => {
      clock = START;
      failures = 0;
      logs.length = 0;
    });

    const order = (
      lines = [{ ...LENS, quantity: 1 }],
      extra: Partial<Parameters<typeof insertTestOrder>[1]> = {},
    ) =>
      insertTestOrder(ctx().db, {
        lines,
        storeId: 1,
        createdAt: clock,
        reservationExpiresAt: new Date(clock.getTime() + 30 * 60_000),
        ...extra,
      });
    const start = (hash: string) => ctx().app.inject({ method: "POST", url: `/orders/${hash}/payment` });
    const decide = (url: string, outcome: string) =>
      ctx().app.inject({
        method: "POST",
        url: url.replace(/^\/api/, ""),
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: `outcome=${outcome}`,
      });
    const webhook = (body: string, signature: string) =>
      ctx().app.inject({
        method: "POST",
        url: "/payments/webhook/test",
        headers: { "content-type": "application/json", [WEBHOOK_SIGNATURE_HEADER]: signature },
        payload: body,
      });
    const providerId = async (paymentId: string) => {
      const [row] = await queryRows<{ provider_payment_id: string }>(
        ctx().db,
        sql`select provider_payment_id from payments where id = ${paymentId}`,
      );
      return row?.provider_payment_id ?? "";
    };

    it("starts a payment: the test provider's page; a second start resumes it; unknown, paid-on-receipt and bad hashes refused", async () => {
      const { hash } = await order();
      ctx().resetQueries();
      const first = await start(hash);
      expect(first.statusCode).toBe(200);
      expect(ctx().queries.length).toBeLessThanOrEqual(PAYMENT_QUERY_BUDGETS.startNew);
      const body = first.json() as { confirmation_url: string; payment_id: string };
      expect(body.confirmation_url).toMatch(/^\/api\/payments\/test-provider\/[0-9a-f-]{36}$/);
      ctx().resetQueries();
      const again = await start(hash);
      expect(ctx().queries.length).toBeLessThanOrEqual(PAYMENT_QUERY_BUDGETS.startResumed);
      expect(again.json()).toEqual(body);
      expect(again.headers["cache-control"]).toBe("private, no-store");

      expect((await start("Unknown_hash_0123456789")).statusCode).toBe(404);
      expect((await start("Unknown_hash_0123456789")).json()).toEqual({ message: "Заказ не найден" });
      expect((await start("x".repeat(65))).statusCode).toBe(400);
      expect((await start("bad.hash")).statusCode).toBe(400);
      const onReceipt = await order([{ ...LENS, quantity: 1 }], { paymentMethod: "on_receipt" });
      const refused = await start(onReceipt.hash);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: "Этот заказ оплачивается при получении" });
    });

    it("100 parallel starts of one order: one pending payment, one page for all", async () => {
      const { id, hash } = await order();
      const answers = await Promise.all(Array.from({ length: 100 }, () => start(hash)));
      const statuses = new Set(answers.map((a) => a.statusCode));
      expect([...statuses]).toEqual([200]);
      const urls = new Set(answers.map((a) => (a.json() as { confirmation_url: string }).confirmation_url));
      expect(urls.size).toBe(1);
      const [count] = await queryRows<{ payments: number; provider: number }>(
        ctx().db,
        sql`select (select count(*)::int from payments where order_id = ${id}) as payments,
                   (select count(*)::int from test_provider_payments where order_id = ${id}) as provider`,
      );
      expect(count).toEqual({ payments: 1, provider: 1 });
    });

    it("the hosted page: Russian, three buttons, its own CSP nonce, no external assets; values escaped", async () => {
      const { hash } = await order();
      const { confirmation_url: url } = (await start(hash)).json() as { confirmation_url: string };
      ctx().resetQueries();
      const page = await ctx().app.inject({ method: "GET", url: url.replace(/^\/api/, "") });
      expect(ctx().queries.length).toBeLessThanOrEqual(PAYMENT_QUERY_BUDGETS.testPage);
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
      for (const text of ["Оплатить", "Отклонить", "Отменить", formatPrice(249_000), "Тестовая оплата"]) {
        expect(page.body).toContain(text);
      }
      const csp = String(page.headers["content-security-policy"]);
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      expect(page.body).toContain(`<style nonce="${nonce}">`);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(page.body).not.toMatch(/<script|src=|https?:\/\//);

      // a description as hostile as it gets is shown as text
      const id = url.split("/").pop() ?? "";
      await ctx().db.execute(
        sql`update test_provider_payments set description = ${`<script>alert("x")</script>'&\``} where id = ${id}`,
      );
      const escaped = await ctx().app.inject({ method: "GET", url: url.replace(/^\/api/, "") });
      expect(escaped.body).not.toContain("<script>");
      expect(escaped.body).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39;&amp;&#96;");

      const unknown = await ctx().app.inject({
        method: "GET",
        url: "/payments/test-provider/00000000-0000-4000-8000-000000000000",
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain("Платёж не найден");
      expect(
        (await ctx().app.inject({ method: "GET", url: "/payments/test-provider/not-a-uuid" })).statusCode,
      ).toBe(400);
    });

    it("'Оплатить': outcome recorded, signed webhook acknowledged, order paid, browser back on the success page", async () => {
      const { id, hash } = await order();
      const { confirmation_url: url } = (await start(hash)).json() as { confirmation_url: string };
      const paid = await decide(url, "succeeded");
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe(`/order/success/${hash}`);
      expect(await orderState(ctx().db, id)).toEqual({ status: "paid", paymentStatus: "paid", paidRows: 1 });
      // a second button press changes nothing and goes to the same place
      const again = await decide(url, "declined");
      expect(again.headers.location).toBe(`/order/success/${hash}`);
      const page = await ctx().app.inject({ method: "GET", url: url.replace(/^\/api/, "") });
      expect(page.body).toContain("Платёж проведён");
      expect(page.body).toContain(`href="/order/success/${hash}"`);
      const conflict = await start(hash);
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json()).toEqual({ message: "Заказ уже оплачен" });
      expect((await decide(url, "stolen")).statusCode).toBe(400);
    });

    it("'Отклонить' and 'Отменить': payment cancelled, order unpaid, back on the cancel page; a new start makes a new payment", async () => {
      const { id, hash } = await order();
      const first = (await start(hash)).json() as { confirmation_url: string; payment_id: string };
      const declined = await decide(first.confirmation_url, "declined");
      expect(declined.statusCode).toBe(303);
      expect(declined.headers.location).toBe(`/order/payment/cancel/${hash}`);
      expect((await orderState(ctx().db, id)).paymentStatus).toBe("unpaid");
      const second = (await start(hash)).json() as { confirmation_url: string; payment_id: string };
      expect(second.payment_id).not.toBe(first.payment_id);
      const canceled = await decide(second.confirmation_url, "canceled");
      expect(canceled.headers.location).toBe(`/order/payment/cancel/${hash}`);
      const statuses = await queryRows<{ status: string }>(
        ctx().db,
        sql`select status from payments where order_id = ${id} order by created_at, id`,
      );
      expect(statuses.map((s) => s.status).sort()).toEqual(["canceled", "canceled"]);
    });

    it("a webhook delivered 20 times, out of order, some with bad signatures: paid exactly once, bad ones 401 and logged", async () => {
      const { id, hash } = await order([{ ...CERTIFICATE, quantity: 1 }]);
      // an earlier attempt that was cancelled, then the one that is paid
      const older = (await start(hash)).json() as { payment_id: string };
      const olderId = await providerId(older.payment_id);
      await ctx().db.execute(sql`update payments set status = 'canceled' where id = ${older.payment_id}`);
      const current = (await start(hash)).json() as { payment_id: string };
      const currentId = await providerId(current.payment_id);
      const event = (paymentId: string, status: "succeeded" | "canceled") =>
        JSON.stringify({
          event_id: `${paymentId}:${status}`,
          payment_id: paymentId,
          status,
          outcome: status,
          amount: CERTIFICATE.price,
          order_id: id,
        });
      const signed = (body: string) => ({ body, signature: signWebhookBody(DEV_WEBHOOK_SECRET, body) });
      const good = [
        ...Array.from({ length: 7 }, () => signed(event(currentId, "succeeded"))),
        ...Array.from({ length: 3 }, () => signed(event(currentId, "canceled"))),
        ...Array.from({ length: 2 }, () => signed(event(olderId, "canceled"))),
      ];
      const bad = [
        ...Array.from({ length: 3 }, () => ({
          body: event(currentId, "succeeded"),
          signature: signWebhookBody("another-secret-another-secret-another", event(currentId, "succeeded")),
        })),
        // a signature of one body sent with another
        ...Array.from({ length: 3 }, () => ({
          body: event(currentId, "succeeded").replace(`"order_id":${id}`, `"order_id":${id + 1}`),
          signature: signWebhookBody(DEV_WEBHOOK_SECRET, event(currentId, "succeeded")),
        })),
        { body: event(currentId, "succeeded"), signature: "" },
        { body: event(currentId, "succeeded"), signature: `sha256=${"0".repeat(64)}` },
      ];
      const deliveries = [...good.map((d) => ({ ...d, ok: true })), ...bad.map((d) => ({ ...d, ok: false }))];
      expect(deliveries).toHaveLength(20);
      // a fixed shuffle: a 'canceled' arrives before and after the 'succeeded'
      const order20 = [8, 15, 0, 11, 3, 19, 9, 1, 12, 7, 16, 2, 10, 13, 4, 18, 5, 17, 6, 14];
      const answers = await Promise.all(
        order20.map(async (i) => {
          const d = deliveries[i];
          if (!d) throw new Error("no delivery");
          return { ok: d.ok, status: (await webhook(d.body, d.signature)).statusCode };
        }),
      );
      for (const a of answers) expect(a.status).toBe(a.ok ? 200 : 401);
      expect(await orderState(ctx().db, id)).toEqual({ status: "paid", paymentStatus: "paid", paidRows: 1 });
      const outcomes = await queryRows<{ outcome: string; n: number }>(
        ctx().db,
        sql`select outcome, count(*)::int as n from payment_events
            where provider_payment_id in (${currentId}, ${olderId}) group by outcome order by outcome`,
      );
      const paidEvents = outcomes.find((o) => o.outcome === "paid")?.n;
      expect(paidEvents).toBe(1);
      const [payment] = await queryRows<{ status: string }>(
        ctx().db,
        sql`select status from payments where id = ${current.payment_id}`,
      );
      expect(payment?.status).toBe("succeeded");
      expect(logs.filter((l) => l.includes("payment webhook refused: bad signature"))).toHaveLength(8);
      // the certificate's goal, once
      const goals = await queryRows<{ n: number }>(
        ctx().db,
        sql`select count(*)::int as n from marketing_events
            where kind = 'goal' and payload->>'goal' = 'pay_sert' and (payload->>'order_id')::int = ${id}`,
      );
      expect(goals[0]?.n).toBe(1);
      // one more 'succeeded' later: acknowledged, nothing changes, within the budget
      const late = signed(event(currentId, "succeeded"));
      ctx().resetQueries();
      expect((await webhook(late.body, late.signature)).statusCode).toBe(200);
      expect(ctx().queries.length).toBeLessThanOrEqual(PAYMENT_QUERY_BUDGETS.webhookRepeat);
      expect((await orderState(ctx().db, id)).paidRows).toBe(1);
    });

    it("retries a webhook until acknowledged: the receiver fails first, the order is paid after the back-off", async () => {
      const { id, hash } = await order();
      const { confirmation_url: url } = (await start(hash)).json() as { confirmation_url: string };
      failures = 3;
      sends = 0;
      const answer = await decide(url, "succeeded");
      expect(answer.headers.location).toBe(`/order/success/${hash}`);
      expect((await orderState(ctx().db, id)).paymentStatus).toBe("unpaid");
      expect(sends).toBe(1);
      expect((await ctx().app.payments.runDue()).delivered).toBe(0); // not due yet
      expect(sends).toBe(1);
      advance(5_000);
      expect((await ctx().app.payments.runDue()).delivered).toBe(0);
      advance(10_000);
      expect((await ctx().app.payments.runDue()).delivered).toBe(0);
      expect(sends).toBe(3);
      advance(20_000);
      expect((await ctx().app.payments.runDue()).delivered).toBe(1);
      expect(sends).toBe(4);
      expect(await orderState(ctx().db, id)).toEqual({ status: "paid", paymentStatus: "paid", paidRows: 1 });
      const [job] = await queryRows<{ attempts: number; outcome: string }>(
        ctx().db,
        sql`select j.attempts, j.outcome from payment_jobs j
            join test_provider_payments p on p.id = j.test_payment_id where p.order_id = ${id}`,
      );
      expect(job).toEqual({ attempts: 4, outcome: "delivered" });
      expect(logs.some((l) => l.includes("test provider webhook not acknowledged"))).toBe(true);
    });

    it("a delivery claimed by a process that was then killed is sent after its lease", async () => {
      const { id, hash } = await order();
      const { confirmation_url: url } = (await start(hash)).json() as { confirmation_url: string };
      failures = 1;
      await decide(url, "succeeded");
      // a worker claims the job (lease) and dies before sending
      await ctx().db.execute(
        sql`update payment_jobs set attempts = attempts + 1, run_at = ${new Date(clock.getTime() + 60_000).toISOString()}::timestamptz
            where test_payment_id = ${url.split("/").pop() ?? ""}`,
      );
      advance(30_000);
      expect((await ctx().app.payments.runDue()).delivered).toBe(0);
      advance(31_000);
      expect((await ctx().app.payments.runDue()).delivered).toBe(1);
      expect((await orderState(ctx().db, id)).paidRows).toBe(1);
    });

    it("releases an unpaid order's reservation after its time, once, even with two workers; paid and on-time orders keep theirs", async () => {
      // the earlier tests' unpaid orders are out of this one
      await ctx().db.execute(sql`update orders set reservation_expires_at = null where status = 'new'`);
      const before = await stockOf(ctx().db, 1, LENS.modificationId);
      const expired = await order([{ ...LENS, quantity: 2 }]);
      const onTime = await order([{ ...LENS, quantity: 1 }], {
        reservationExpiresAt: new Date(clock.getTime() + 60 * 60_000),
      });
      const paid = await order([{ ...LENS, quantity: 1 }]);
      // 1 000 ₽ of a 5 000 ₽ certificate went into the expired order
      const [certificate] = await queryRows<{ id: number }>(
        ctx().db,
        sql`insert into gift_certificates (code, nominal, balance) values ('GC-TEST-RELEASE', 500000, 400000)
            returning id`,
      );
      await ctx().db.execute(
        sql`insert into certificate_redemptions (certificate_id, order_id, amount)
            values (${certificate?.id}, ${expired.id}, 100000)`,
      );
      const { confirmation_url: url } = (await start(paid.hash)).json() as { confirmation_url: string };
      await decide(url, "succeeded");
      expect(await stockOf(ctx().db, 1, LENS.modificationId)).toBe(before - 4);

      advance(31 * 60_000);
      const second = await buildTestApp(ctx().db, { now, payments: { intervalMs: 0, transport } });
      try {
        await second.ready();
        const runs = await Promise.all([
          ctx().app.payments.runDue(),
          second.payments.runDue(),
          ctx().app.payments.runDue(),
          second.payments.runDue(),
        ]);
        expect(runs.reduce((sum, r) => sum + r.released, 0)).toBe(1);
      } finally {
        await second.close();
      }
      expect(await stockOf(ctx().db, 1, LENS.modificationId)).toBe(before - 2);
      expect((await orderState(ctx().db, expired.id)).status).toBe("cancelled");
      expect((await orderState(ctx().db, onTime.id)).status).toBe("new");
      expect((await orderState(ctx().db, paid.id)).status).toBe("paid");
      const [history] = await queryRows<{ n: number }>(
        ctx().db,
        sql`select count(*)::int as n from order_status_history where order_id = ${expired.id} and status = 'cancelled'`,
      );
      expect(history?.n).toBe(1);
      const [balance] = await queryRows<{ balance: number }>(
        ctx().db,
        sql`select balance from gift_certificates where id = ${certificate?.id}`,
      );
      expect(Number(balance?.balance)).toBe(500_000);
      // and again later: nothing more
      advance(60_000);
      await ctx().app.payments.runDue();
      expect(await stockOf(ctx().db, 1, LENS.modificationId)).toBe(before - 2);
      const refused = await start(expired.hash);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: "Заказ отменён, оплатить его нельзя" });
    });
  },
  // the marketing outbox drains only when asked: a drain woken by the goal's write must not land
  // among a webhook's counted queries (as in the other suites that count them)
  {
    app: {
      now,
      logger,
      payments: { intervalMs: 0, transport },
      marketing: { intervalMs: 0, wakeOnWrite: false },
    },
  },
);
