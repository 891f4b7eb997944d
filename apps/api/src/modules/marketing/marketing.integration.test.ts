import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { marketingEvents } from "../../db/schema.ts";
import { FX } from "../../test/fixture.ts";
import { describeOnEngines } from "../../test/harness.ts";
import {
  FOOTER_SUBSCRIPTION_QUERY_BUDGET,
  MARKETING_VIEW_QUERY_BUDGETS as VIEW,
} from "../../test/query-budgets.ts";
import { call, newShopper } from "../cart/cart-test-client.ts";
import { cartMessages } from "../cart/messages.ts";
import { createMarketingSimulator } from "./marketing-adapter.ts";
import { DEFAULT_MARKETING_OUTBOX, retryDelayMs } from "./marketing-outbox.ts";
import { purgeMarketingEvents } from "./outbox-repository.ts";

const DEVICE = "6f1c2a9e-4b7d-4c1e-9a0b-1d2e3f405162";
let clock = new Date(Date.UTC(2026, 10, 23, 12, 0, 0));
const simulator = createMarketingSimulator();

describeOnEngines(
  "marketing outbox",
  (ctx) => {
    const rows = () => ctx().db.select().from(marketingEvents).orderBy(marketingEvents.id);
    const tick = (ms: number) => {
      clock = new Date(clock.getTime() + ms);
    };

    it("a cart change writes its event in the same transaction; a refused change writes none", async () => {
      const { app } = ctx();
      const shopper = await newShopper(app, { cookie: `device_uuid=${DEVICE}` });
      const before = (await rows()).length;
      const added = await call(app, shopper, "POST", "/cart", { product_id: FX.product.oasys, quantity: 2 });
      expect(added.status).toBe(200);
      const refused = await call(app, shopper, "POST", "/cart", {
        product_id: FX.product.oasys,
        quantity: 3,
      });
      expect(refused.body.message).toBe(cartMessages.stockLimit(4));
      const events = (await rows()).slice(before);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        kind: "cart-change",
        deviceUuid: DEVICE,
        payload: {
          action: "add",
          product_id: FX.product.oasys,
          modification_id: 60102,
          quantity: 2,
          added: 2,
        },
        sentAt: null,
      });
      const sent = await app.marketingOutbox.drain();
      expect(sent).toBeGreaterThanOrEqual(1);
      expect(simulator.received.at(-1)).toMatchObject({ kind: "cart-change", deviceUuid: DEVICE });
      expect((await rows()).every((r) => r.sentAt !== null)).toBe(true);
    });

    it("POST /marketing/product-view records a product-view (no session); a malformed device cookie is dropped", async () => {
      const { app } = ctx();
      const res = await app.inject({
        method: "POST",
        url: "/marketing/product-view",
        payload: { product_id: FX.product.moist },
        headers: { cookie: "device_uuid=<script>" },
      });
      expect(res.statusCode).toBe(202);
      expect(res.headers["set-cookie"]).toBeUndefined();
      const last = (await rows()).at(-1);
      expect(last).toMatchObject({
        kind: "product-view",
        payload: { product_id: FX.product.moist },
        deviceUuid: null,
      });
      expect((await call(app, null, "POST", "/marketing/product-view", { product_id: 999_999 })).status).toBe(
        404,
      );
      expect((await call(app, null, "POST", "/marketing/product-view", { product_id: "x" })).status).toBe(
        400,
      );
      await app.marketingOutbox.drain();
      expect(simulator.received.at(-1)).toMatchObject({
        kind: "product-view",
        payload: { product_id: FX.product.moist },
      });
    });

    it("POST /marketing/footer-subscription records the e-mail with the group (spec §7); a bad address is a 400 with the field's message", async () => {
      const { app } = ctx();
      const res = await app.inject({
        method: "POST",
        url: "/marketing/footer-subscription",
        payload: { email: "  Anna@Example.RU " },
        headers: { cookie: `device_uuid=${DEVICE}` },
      });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({
        accepted: true,
        message: "Спасибо за подписку! Новости и акции придут на ваш e-mail",
      });
      expect((await rows()).at(-1)).toMatchObject({
        kind: "subscriptions/footer-subscription",
        payload: { email: "anna@example.ru", phone: "", group_id: "footer" },
        deviceUuid: DEVICE,
      });
      const before = (await rows()).length;
      for (const [email, message] of [
        ["", "Обязательно к заполнению"],
        ["anna@", "Невалидный почтовый адрес"],
        ["anna\u0000@example.ru", "Невалидный почтовый адрес"],
        [`${"a".repeat(250)}@example.ru`, "Невалидный почтовый адрес"],
      ] as const) {
        const refused = await call(app, null, "POST", "/marketing/footer-subscription", { email });
        expect(refused.status).toBe(400);
        expect(refused.body.errors.email).toEqual([message]);
      }
      expect((await call(app, null, "POST", "/marketing/footer-subscription", {})).status).toBe(400);
      expect(
        (await call(app, null, "POST", "/marketing/footer-subscription", { email: "a@b.ru", phone: "8912" }))
          .status,
      ).toBe(400);
      expect((await rows()).length).toBe(before);
      const withPhone = await call(app, null, "POST", "/marketing/footer-subscription", {
        email: "oleg@example.ru",
        phone: "+79123456789",
      });
      expect(withPhone.status).toBe(202);
      expect((await rows()).at(-1)?.payload).toEqual({
        email: "oleg@example.ru",
        phone: "79123456789",
        group_id: "footer",
      });
      await app.marketingOutbox.drain();
      expect(simulator.received.at(-1)).toMatchObject({ kind: "subscriptions/footer-subscription" });
    });

    it(`a footer subscription costs ${FOOTER_SUBSCRIPTION_QUERY_BUDGET} statement; a refused one none`, async () => {
      const { app } = ctx();
      ctx().resetQueries();
      const ok = await call(app, null, "POST", "/marketing/footer-subscription", {
        email: "budget@example.ru",
      });
      expect(ok.status).toBe(202);
      expect(ctx().queries.length).toBe(FOOTER_SUBSCRIPTION_QUERY_BUDGET);
      ctx().resetQueries();
      const bad = await call(app, null, "POST", "/marketing/footer-subscription", { email: "budget@" });
      expect(bad.status).toBe(400);
      expect(ctx().queries.length).toBe(0);
      await app.marketingOutbox.drain(); // the next test reads the outbox's undelivered events
    });

    // wakeOnWrite is off in this suite: the drain it would start after each write is not counted
    const measure = async (
      url: string,
      payload: object,
      status: number,
      headers: Record<string, string> = {},
    ) => {
      ctx().resetQueries();
      const res = await ctx().app.inject({ method: "POST", url, payload, headers });
      expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(status);
      return { res, count: ctx().queries.length };
    };

    it(`a category view costs ${VIEW.categoryView} statements; a repeat within the hour ${VIEW.categoryViewRepeat}`, async () => {
      const id = FX.category.opravy;
      const session = (await newShopper(ctx().app)).headers;
      // with or without a device, a session or another category's cookie: the same two statements
      const variants: Array<Record<string, string>> = [
        {},
        { cookie: `device_uuid=${DEVICE}` },
        { ...session, cookie: `device_uuid=${DEVICE}; category_view_${FX.category.linzy}=1` },
      ];
      for (const headers of variants) {
        const first = await measure("/marketing/category-view", { category_id: id }, 202, headers);
        expect(first.res.json()).toEqual({ accepted: true, recorded: true });
        expect(first.count).toBe(VIEW.categoryView);
      }
      const again = await measure("/marketing/category-view", { category_id: id }, 202, {
        cookie: `device_uuid=${DEVICE}; category_view_${id}=1`,
      });
      expect(again.res.json()).toEqual({ accepted: true, recorded: false });
      expect(again.count).toBe(VIEW.categoryViewRepeat);
      expect((await measure("/marketing/category-view", { category_id: 999_999 }, 404)).count).toBe(
        VIEW.unknownCategory,
      );
      expect((await measure("/marketing/category-view", { category_id: "x" }, 400)).count).toBe(0);
      await ctx().app.marketingOutbox.drain(); // the next tests read the outbox's undelivered events
    });

    it(`a product view costs ${VIEW.productView} statements; an unknown product ${VIEW.unknownProduct}`, async () => {
      const session = (await newShopper(ctx().app)).headers;
      for (const headers of [{}, { ...session, cookie: `device_uuid=${DEVICE}` }]) {
        const viewed = await measure(
          "/marketing/product-view",
          { product_id: FX.product.frame },
          202,
          headers,
        );
        expect(viewed.count).toBe(VIEW.productView);
      }
      expect((await measure("/marketing/product-view", { product_id: 999_999 }, 404)).count).toBe(
        VIEW.unknownProduct,
      );
      expect((await measure("/marketing/product-view", { product_id: "x" }, 400)).count).toBe(0);
      await ctx().app.marketingOutbox.drain();
    });

    it("a failed delivery is swallowed and retried after a back-off; after maxAttempts it is given up, then purged", async () => {
      const { app, db } = ctx();
      const shopper = await newShopper(app);
      simulator.failNext(1);
      const ok = await call(app, shopper, "POST", "/wishlist", { product_id: FX.product.frame });
      expect(ok.status).toBe(200); // the shopper never sees the marketing failure
      expect(await app.marketingOutbox.drain()).toBe(0);
      const [failed] = (await rows()).filter((r) => r.sentAt === null);
      expect(failed).toMatchObject({
        kind: "wishlist-change",
        attempts: 1,
        lastError: expect.stringMatching(/failure/),
      });
      expect(failed?.nextAttemptAt.getTime()).toBe(clock.getTime() + retryDelayMs(1));
      expect(await app.marketingOutbox.drain()).toBe(0); // not due yet
      tick(retryDelayMs(1));
      expect(await app.marketingOutbox.drain()).toBe(1);

      simulator.failNext(1_000);
      await call(app, shopper, "DELETE", `/wishlist/${FX.product.frame}`);
      for (let i = 0; i < DEFAULT_MARKETING_OUTBOX.maxAttempts + 2; i++) {
        await app.marketingOutbox.drain();
        tick(retryDelayMs(20));
      }
      simulator.failNext(0);
      expect(await app.marketingOutbox.drain()).toBe(0);
      const [dead] = (await rows()).filter((r) => r.sentAt === null);
      expect(dead?.attempts).toBe(DEFAULT_MARKETING_OUTBOX.maxAttempts);

      tick(25 * 60 * 60 * 1000);
      const purged = await purgeMarketingEvents(
        db,
        new Date(clock.getTime() - 24 * 60 * 60 * 1000),
        DEFAULT_MARKETING_OUTBOX.maxAttempts,
        1000,
      );
      expect(purged).toBeGreaterThanOrEqual(2);
      expect(
        await db
          .select()
          .from(marketingEvents)
          .where(eq(marketingEvents.id, dead?.id ?? 0)),
      ).toEqual([]);
    });
  },
  { app: { now: () => clock, marketing: { adapter: simulator, intervalMs: 0, wakeOnWrite: false } } },
);
