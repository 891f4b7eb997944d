import { randomUUID } from "node:crypto";
import { ORDER_MESSAGES as M, type TOrder } from "@optika/api-contract";
import { and, eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import {
  bonusEntries,
  giftCertificates,
  marketingEvents,
  orders,
  promoCodes,
  siteVars,
  stock,
  stockReservations,
} from "../../db/schema.ts";
import { createSimulatedSmsGateway } from "../../integrations/sms/simulated-sms-gateway.ts";
import { insertFixture } from "../../test/fixture.ts";
import { describeOnEngines } from "../../test/harness.ts";
import { markOrderPaid } from "./mark-order-paid.ts";
import {
  call,
  checkout,
  courierBody,
  pickupBody,
  shopperWithCart,
  signedInShopper,
} from "./order-test-client.ts";
import { ORDER_QUERY_BUDGETS } from "./orders-query-budgets.ts";
import { releaseReservation } from "./stock-reservation.ts";

/** Acuvue Oasys: 1 590 ₽, 16 bonuses a unit, 4 in store 1 (Екатеринбург). */
const OASYS = { product: 102, modification: 60102, price: 159_000, bonus: 16 };
const CERT = { product: 9907, modification: 69907, price: 100_000 };

const sms = createSimulatedSmsGateway();

/** The statements of the request itself (the marketing outbox drains in the background meanwhile). */
const ownQueries = (queries: string[]) =>
  queries.filter((q) => !/^update "?marketing_events"?/.test(q.trim()));

async function prepare(db: TDb): Promise<void> {
  await insertFixture(db);
  await db.insert(promoCodes).values([
    { code: "TEN", kind: "percent", value: 10 },
    { code: "ONCE300", kind: "fixed", value: 30_000, perCustomerLimit: 1 },
    { code: "BIG", kind: "fixed", value: 50_000, minSum: 1_000_000 },
    { code: "OLD", kind: "percent", value: 5, validTo: new Date("2020-01-01T00:00:00Z") },
    { code: "OFF", kind: "percent", value: 5, active: false },
  ]);
  await db.insert(giftCertificates).values({ code: "GIFT-1000", nominal: 100_000, balance: 100_000 });
  await db.insert(siteVars).values({ key: "useActiveBonuses", value: "50" });
}

async function stockOf(db: TDb, storeId: number, modificationId: number): Promise<number> {
  const [row] = await db
    .select({ q: stock.quantity })
    .from(stock)
    .where(and(eq(stock.storeId, storeId), eq(stock.modificationId, modificationId)));
  return row?.q ?? 0;
}

describeOnEngines(
  "orders",
  (ctx) => {
    it("creates a pickup order from a two-eye cart: server prices, stock reserved, cart emptied, history, SMS, marketing", async () => {
      const { app, db } = ctx();
      const shopper = await shopperWithCart(app, [
        { product_id: 101, modification_id: 50001, quantity: 2, options: { eye: "left" } },
        { product_id: 101, modification_id: 50001, quantity: 1, options: { eye: "right" } },
        { product_id: OASYS.product, quantity: 1 },
      ]);
      const cart = (await call(app, shopper, "GET", "/cart")).body;
      const before = await stockOf(db, 1, 50001);
      ctx().resetQueries();
      // a tampered body: prices and totals sent by the client are not part of the contract and are ignored
      const res = await checkout(app, shopper, {
        ...pickupBody(),
        total: 1,
        items_total: 1,
        discount: 999_999,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(ownQueries(ctx().queries).length, ownQueries(ctx().queries).join("\n")).toBe(
        ORDER_QUERY_BUDGETS.createOrderPickup,
      );
      const order: TOrder = res.body.order;
      expect(res.body.paymentRequired).toBe(false);
      expect(order.hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(order).toMatchObject({
        status: "new",
        payment_status: "unpaid",
        items_total: cart.total,
        total: cart.total,
        discount: 0,
        // bonuses go to an account: a guest's order accrues none
        bonuses_accrued: 0,
        delivery: { type: "pickup", point_code: "store-1", store_id: 1, cost: 0 },
        customer: { name: "Мария", phone: "79123456789", email: "maria@example.ru", is_marketing: true },
      });
      expect(order.items.map((i) => [i.modification_id, i.quantity, i.eye])).toEqual([
        [50001, 2, "left"],
        [50001, 1, "right"],
        [OASYS.modification, 1, null],
      ]);
      expect(order.history.map((h) => h.status)).toEqual(["new"]);
      expect(await stockOf(db, 1, 50001)).toBe(before - 3);
      expect((await call(app, shopper, "GET", "/cart")).body.items).toEqual([]);
      const reservations = await db
        .select()
        .from(stockReservations)
        .where(eq(stockReservations.orderId, order.id));
      expect(reservations.map((r) => [r.storeId, r.modificationId, r.quantity]).sort()).toEqual(
        [
          [1, 50001, 3],
          [1, OASYS.modification, 1],
        ].sort(),
      );
      const events = await db
        .select()
        .from(marketingEvents)
        .where(eq(marketingEvents.kind, "orders/create-unauthorized"));
      expect(events.map((e) => e.payload)).toContainEqual({ order_id: order.id, subscribe: 1 });
      expect(sms.outbox("79123456789")[0]?.text).toContain(`Заказ №${order.id} оформлен`);

      ctx().resetQueries();
      const view = await call(app, null, "GET", `/orders/${order.hash}`);
      expect(ownQueries(ctx().queries).length).toBe(ORDER_QUERY_BUDGETS.getOrder);
      expect(view.status).toBe(200);
      expect(view.body).toEqual(order);
    });

    it("someone else's or a made-up hash → 404; a malformed one → 400 or 404; nothing is leaked", async () => {
      const { app } = ctx();
      expect((await call(app, null, "GET", `/orders/${"A".repeat(22)}`)).status).toBe(404);
      expect((await call(app, null, "GET", "/orders/123")).body).toEqual({ message: M.orderNotFound });
      expect([400, 404]).toContain((await call(app, null, "GET", `/orders/${"x".repeat(80)}`)).status);
      expect([400, 404]).toContain((await call(app, null, "GET", "/orders/%27%3B--")).status);
    });

    it("refuses bad input with field messages, and a missing key, before touching anything", async () => {
      const { app } = ctx();
      const shopper = await shopperWithCart(app, [{ product_id: OASYS.product }]);
      const noKey = await app.inject({
        method: "POST",
        url: "/checkout/process/new",
        headers: shopper.headers,
        payload: pickupBody(),
      });
      expect(noKey.statusCode).toBe(400);
      expect(JSON.stringify(noKey.json())).toContain("Idempotency-Key");
      const cases: Array<[unknown, string]> = [
        [pickupBody({ bonuses: -5 }), M.bonusesInvalid],
        [pickupBody({ delivery: { deliveryId: 1, type: "pickup" } }), M.pointRequired],
        [pickupBody({ delivery: { deliveryId: 3, type: "courier" } }), M.addressRequired],
        [pickupBody({ payment: "cash" }), M.paymentInvalid],
        [
          pickupBody({ delivery: { deliveryId: 1, type: "drone", pointCode: "store-1" } }),
          M.deliveryTypeInvalid,
        ],
        [pickupBody({ promo_code: "x".repeat(65) }), M.codeInvalid],
      ];
      for (const [body, message] of cases) {
        const res = await checkout(app, shopper, body);
        expect(res.status, message).toBe(400);
        expect(JSON.stringify(res.body)).toContain(message);
      }
      // a store of another city, an unknown point
      for (const pointCode of ["store-3", "store-999", "partner-1"]) {
        const res = await checkout(
          app,
          shopper,
          pickupBody({ delivery: { deliveryId: 1, type: "pickup", pointCode } }),
        );
        expect(res.status).toBe(400);
        // checkout-delivery's words for a point that is not (or no longer) there
        expect([
          M.deliveryUnavailable,
          "Данный адрес недоступен и удалён из списка. Выберите другой.",
        ]).toContain(res.body.message);
      }
      expect((await call(app, shopper, "GET", "/cart")).body.items).toHaveLength(1);
      const empty = await checkout(app, await shopperWithCart(app, []), pickupBody());
      expect(empty).toMatchObject({ status: 400, body: { message: M.cartEmpty } });
    });

    it("one idempotency key: a repeat answers the same order (200); another body with it → 422; 50 in parallel → one order", async () => {
      const { app, db } = ctx();
      const shopper = await shopperWithCart(app, [{ product_id: CERT.product, quantity: 2 }]);
      const key = randomUUID();
      const first = await checkout(app, shopper, courierBody(), key);
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      expect(first.body.paymentRequired).toBe(true);
      expect(first.body.order.reservation_expires_at).not.toBeNull();
      ctx().resetQueries();
      const again = await checkout(app, shopper, courierBody(), key);
      expect(ownQueries(ctx().queries).length, ownQueries(ctx().queries).join("\n")).toBeLessThanOrEqual(
        ORDER_QUERY_BUDGETS.createOrderRepeat,
      );
      expect(again).toEqual({ status: 200, body: first.body });
      const other = await checkout(app, shopper, courierBody({ payment: "on_receipt" }), key);
      expect(other).toMatchObject({ status: 422, body: { message: M.idempotencyKeyReused } });

      const parallel = await shopperWithCart(app, [{ product_id: CERT.product, quantity: 1 }]);
      const stockBefore = await stockOf(db, 1, CERT.modification);
      const parallelKey = randomUUID();
      const results = await Promise.all(
        Array.from({ length: 50 }, () => checkout(app, parallel, courierBody(), parallelKey)),
      );
      const ids = new Set(results.map((r) => r.body.order?.id));
      expect(ids.size).toBe(1);
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      expect(results.filter((r) => r.status === 200)).toHaveLength(49);
      expect(await stockOf(db, 1, CERT.modification)).toBe(stockBefore - 1);
      const [count] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from order_idempotency where key = ${parallelKey}`,
      );
      expect(Number(count?.n)).toBe(1);
    }, 120_000);

    it("promo codes: percent and fixed, dates, active flag, minimum sum, per-customer limit; the check answers the discount", async () => {
      const { app } = ctx();
      const shopper = await shopperWithCart(app, [{ product_id: OASYS.product }]);
      ctx().resetQueries();
      const check = await call(app, shopper, "POST", "/checkout/promo", { code: " ten " });
      expect(ownQueries(ctx().queries).length).toBeLessThanOrEqual(ORDER_QUERY_BUDGETS.checkPromo);
      expect(check).toMatchObject({
        status: 200,
        body: { code: "TEN", discount: 15_900, message: M.promoApplied },
      });
      expect((await call(app, shopper, "POST", "/checkout/promo", { code: "NOPE" })).status).toBe(404);
      expect((await call(app, shopper, "POST", "/checkout/promo", { code: "OLD" })).body.message).toBe(
        M.promoExpired,
      );
      expect((await call(app, shopper, "POST", "/checkout/promo", { code: "OFF" })).body.message).toBe(
        M.promoInactive,
      );
      expect((await call(app, shopper, "POST", "/checkout/promo", { code: "BIG" })).body.message).toBe(
        M.promoMinSum("10 000"),
      );
      expect((await call(app, shopper, "POST", "/checkout/promo", { code: "" })).status).toBe(400);

      const res = await checkout(app, shopper, pickupBody({ promo_code: "once300" }));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.order).toMatchObject({
        discount: 30_000,
        promo_code: "ONCE300",
        total: OASYS.price - 30_000,
      });
      const second = await shopperWithCart(app, [{ product_id: OASYS.product }]);
      const refused = await checkout(app, second, pickupBody({ promo_code: "ONCE300" }));
      expect(refused).toMatchObject({ status: 422, body: { message: M.promoLimit } });
      const bad = await checkout(app, second, pickupBody({ promo_code: "NOPE" }));
      expect(bad.status).toBe(404);
      expect((await call(app, second, "GET", "/cart")).body.items).toHaveLength(1);
    });

    it("a certificate pays part of an order and keeps the rest; an empty one is refused", async () => {
      const { app, db } = ctx();
      const shopper = await shopperWithCart(app, [{ product_id: 301 }]);
      ctx().resetQueries();
      const check = await call(app, shopper, "POST", "/checkout/certificate", { code: "gift-1000" });
      expect(ownQueries(ctx().queries).length).toBeLessThanOrEqual(ORDER_QUERY_BUDGETS.checkCertificate);
      expect(check.body).toMatchObject({ code: "GIFT-1000", balance: 100_000, applicable: 100_000 });
      // the frame is in store 2 only: pickup there
      const res = await checkout(
        app,
        shopper,
        pickupBody({
          certificate_code: "GIFT-1000",
          delivery: { deliveryId: 1, type: "pickup", pointCode: "store-2" },
        }),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.order).toMatchObject({ certificate_amount: 100_000, total: 1_290_000 - 100_000 });
      const [cert] = await db.select().from(giftCertificates).where(eq(giftCertificates.code, "GIFT-1000"));
      expect(cert?.balance).toBe(0);
      const again = await call(app, shopper, "POST", "/checkout/certificate", { code: "GIFT-1000" });
      expect(again).toMatchObject({ status: 422, body: { message: M.certificateEmpty } });
      expect((await call(app, shopper, "POST", "/checkout/certificate", { code: "NONE" })).status).toBe(404);
    });

    it("pickup at a store without the item ('завтра'): the city's other store sends it; the shopper collects at theirs", async () => {
      const { app, db } = ctx();
      const frame = 60000 + 301;
      // the frame is in store 2 only; the shopper picks it up at store 1 of the same city
      await db.update(stock).set({ quantity: 0 }).where(eq(stock.modificationId, frame));
      await db
        .insert(stock)
        .values({ storeId: 2, modificationId: frame, quantity: 1 })
        .onConflictDoUpdate({ target: [stock.storeId, stock.modificationId], set: { quantity: 1 } });
      const shopper = await shopperWithCart(app, [{ product_id: 301 }]);
      const res = await checkout(
        app,
        shopper,
        pickupBody({ delivery: { deliveryId: 1, type: "pickup", pointCode: "store-1" } }),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.order.delivery).toMatchObject({ type: "pickup", point_code: "store-1", store_id: 1 });
      expect(await stockOf(db, 2, frame)).toBe(0);
    });

    it("bonuses: GET /bonuses/bonuses; spend up to the balance and the share; more → 422; a guest cannot", async () => {
      const { app, db } = ctx();
      const user = await signedInShopper(app, db, "79120000001");
      await db
        .insert(bonusEntries)
        .values({ userId: user.userId, amount: 1000, kind: "accrual", description: "Тест" });
      await call(app, user, "POST", "/cart", { product_id: OASYS.product, quantity: 1 });
      ctx().resetQueries();
      const info = await call(app, user, "GET", "/bonuses/bonuses");
      expect(ownQueries(ctx().queries).length).toBeLessThanOrEqual(ORDER_QUERY_BUDGETS.bonuses + 1);
      // 50 % of 1 590 ₽ = 795 points, balance 1000
      expect(info.body).toMatchObject({
        balance: 1000,
        useActiveBonuses: 50,
        maxSpendable: 795,
        bonusesAccrued: 16,
      });
      expect(info.body.cart_items[0]).toMatchObject({ product_id: OASYS.product, bonuses: 16 });
      const tooMany = await checkout(app, user, pickupBody({ bonuses: 796 }));
      expect(tooMany).toMatchObject({ status: 422, body: { message: M.bonusesTooMany(795) } });
      const res = await checkout(app, user, pickupBody({ bonuses: 795 }));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.order).toMatchObject({
        bonuses_spent: 795,
        total: OASYS.price - 79_500,
        bonuses_accrued: 16,
      });
      expect((await call(app, user, "GET", "/bonuses/bonuses")).body.balance).toBe(205);
      const guest = await shopperWithCart(app, [{ product_id: OASYS.product }]);
      expect((await call(app, guest, "GET", "/bonuses/bonuses")).body).toMatchObject({
        balance: 0,
        bonusesAccrued: 0,
      });
      expect((await checkout(app, guest, pickupBody({ bonuses: 1 }))).status).toBe(422);

      const events = await db
        .select()
        .from(marketingEvents)
        .where(eq(marketingEvents.kind, "orders/create-authorized"));
      expect(events.map((e) => e.payload)).toContainEqual({ order_id: res.body.order.id, subscribe: 1 });

      ctx().resetQueries();
      const list = await call(app, user, "GET", "/users/commerce-orders?expand=items");
      expect(ownQueries(ctx().queries).length).toBe(ORDER_QUERY_BUDGETS.commerceOrders);
      expect(list.body).toHaveLength(1);
      expect(list.body[0]).toMatchObject({ id: res.body.order.id, payment_status_code: "0" });
      expect(list.body[0].items).toHaveLength(1);
      expect((await call(app, user, "GET", "/users/commerce-orders")).body[0].items).toBeUndefined();
      expect((await call(app, null, "GET", "/users/commerce-orders")).status).toBe(401);

      // a signed-in shopper's orders keep their addresses for next time (checkout-delivery)
      await call(app, user, "POST", "/cart", { product_id: CERT.product, quantity: 1 });
      const courier = await checkout(app, user, courierBody());
      expect(courier.status, JSON.stringify(courier.body)).toBe(201);
      const addresses = (await call(app, user, "GET", "/user/addresses")).body;
      // the pickup point of the first order and the door of this one, latest first
      expect(addresses).toHaveLength(2);
      expect(addresses[0].flat).toBe("5");
    });

    it("markOrderPaid pays once, accrues bonuses, issues certificate codes; releaseReservation gives stock back once; commerce-orders-save attaches guest orders", async () => {
      const { app, db } = ctx();
      const phone = "79120000002";
      const guest = await shopperWithCart(app, [
        { product_id: CERT.product, quantity: 2 },
        { product_id: OASYS.product },
      ]);
      const body = courierBody({ customer: { name: "Гость", phone } });
      const created = (await checkout(app, guest, body)).body.order as TOrder;
      const unpaidCert = (
        await checkout(app, await shopperWithCart(app, [{ product_id: CERT.product }]), body)
      ).body.order as TOrder;

      const user = await signedInShopper(app, db, phone);
      ctx().resetQueries();
      const saved = await call(app, user, "POST", "/users/commerce-orders-save", {
        order_ids: [created.id, unpaidCert.id, 999_999],
      });
      expect(ownQueries(ctx().queries).length).toBeLessThanOrEqual(ORDER_QUERY_BUDGETS.commerceOrdersSave);
      // both hold 9907 unpaid: excluded
      expect(saved.body).toEqual({ saved: [] });

      const at = new Date();
      const paid = await db.transaction(async (tx) => markOrderPaid(tx as unknown as TDb, created.id, at));
      expect(paid).toEqual({ changed: true, hasCertificate: true });
      expect(await db.transaction(async (tx) => markOrderPaid(tx as unknown as TDb, created.id, at))).toEqual(
        {
          changed: false,
          hasCertificate: false,
        },
      );
      const attached = await call(app, user, "POST", "/users/commerce-orders-save", {
        order_ids: [created.id],
      });
      expect(attached.body).toEqual({ saved: [created.id] });
      const view = (await call(app, null, "GET", `/orders/${created.hash}`)).body as TOrder;
      expect(view).toMatchObject({ status: "paid", payment_status: "paid", reservation_expires_at: null });
      expect(view.history.map((h) => h.status)).toEqual(["new", "paid"]);
      const certItem = view.items.find((i) => i.product_id === CERT.product);
      expect(certItem?.certificate_codes).toHaveLength(2);
      expect(certItem?.certificate_codes[0]).toMatch(/^GC-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      const certCheck = await call(app, guest, "POST", "/checkout/certificate", {
        code: certItem?.certificate_codes[0],
      });
      expect(certCheck.body.balance).toBe(CERT.price);

      const before = await stockOf(db, 1, CERT.modification);
      expect(
        await db.transaction(async (tx) => releaseReservation(tx as unknown as TDb, unpaidCert.id)),
      ).toBe(1);
      expect(
        await db.transaction(async (tx) => releaseReservation(tx as unknown as TDb, unpaidCert.id)),
      ).toBe(0);
      expect(await stockOf(db, 1, CERT.modification)).toBe(before + 1);
      const [o] = await db.select().from(orders).where(eq(orders.id, unpaidCert.id));
      expect(o?.status).toBe("new");
    });

    for (const n of [1, 5, 50]) {
      it(`200 concurrent checkouts of a modification with stock ${n}: exactly ${n} orders, the rest 409, stock never negative`, async () => {
        const { app, db } = ctx();
        const product = ({ 1: 210, 5: 215, 50: 220 } as Record<number, number>)[n] ?? 230; // a filler lens per round
        const mod = 60000 + product;
        // the round's units are all at the pickup store: none elsewhere to transfer in
        await db.update(stock).set({ quantity: 0 }).where(eq(stock.modificationId, mod));
        await db
          .insert(stock)
          .values({ storeId: 2, modificationId: mod, quantity: n })
          .onConflictDoUpdate({
            target: [stock.storeId, stock.modificationId],
            set: { quantity: n },
          });
        const shoppers = await Promise.all(
          Array.from({ length: 200 }, () => shopperWithCart(app, [{ product_id: product, quantity: 1 }])),
        );
        const results = await Promise.all(
          shoppers.map((s) =>
            checkout(
              app,
              s,
              pickupBody({ delivery: { deliveryId: 1, type: "pickup", pointCode: "store-2" } }),
            ),
          ),
        );
        const ok = results.filter((r) => r.status === 201);
        const conflicts = results.filter((r) => r.status === 409);
        expect(ok).toHaveLength(n);
        expect(conflicts).toHaveLength(200 - n);
        expect(conflicts[0]?.body.message).toMatch(/^Товар закончился: Линза/);
        expect(await stockOf(db, 2, mod)).toBe(0);
        const [held] = await queryRows<{ n: number }>(
          db,
          sql`select coalesce(sum(quantity), 0)::int as n from stock_reservations where modification_id = ${mod}`,
        );
        expect(Number(held?.n)).toBe(n);
        const [negative] = await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from stock where quantity < 0`,
        );
        expect(Number(negative?.n)).toBe(0);
      }, 300_000);
    }
  },
  { prepare, timeoutMs: 60_000, app: { sms } },
);
