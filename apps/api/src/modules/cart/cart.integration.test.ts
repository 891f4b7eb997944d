import {
  ADD_QUANTITY_MESSAGE,
  CART_ITEM_ID_MESSAGE,
  CART_OPTIONS_MESSAGE,
  PRODUCT_ID_MESSAGE,
  SET_QUANTITY_MESSAGE,
  type TCart,
  type TCartChange,
} from "@optika/api-contract";
import { count } from "drizzle-orm";
import { expect, it } from "vitest";
import { sessions } from "../../db/schema.ts";
import { rateLimitClassOf } from "../../http/rate-limit.ts";
import { FX } from "../../test/fixture.ts";
import { describeOnEngines } from "../../test/harness.ts";
import { CART_QUERY_BUDGET } from "../../test/query-budgets.ts";
import { call, newShopper } from "./cart-test-client.ts";
import { cartMessages } from "./messages.ts";

const OASYS_1DAY = FX.product.oasys1day; // 199 000 kopecks, bonus 20, five modifications
const M100_85 = FX.mod.m100bc85; // stock: Екатеринбург 5, Москва 1
const M150_85 = FX.mod.m150bc85; // stock: Москва 2 only
const M100_90 = FX.mod.m100bc90; // stock 0
const M150_90 = FX.mod.m150bc90; // own price 205 000, stock 3 (Екатеринбург clinic)
const OASYS = FX.product.oasys; // one plain modification 60102, stock 4

describeOnEngines(
  "cart",
  (ctx) => {
    const sessionCount = async () => Number((await ctx().db.select({ n: count() }).from(sessions))[0]?.n);

    it("GET /cart without a session is an empty cart and creates no session", async () => {
      const before = await sessionCount();
      const res = await call(ctx().app, null, "GET", "/cart");
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ items: [], count: 0, total: 0, bonus_total: 0, city_id: FX.city.ekb });
      expect(res.headers["set-cookie"]).toBeUndefined();
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect(await sessionCount()).toBe(before);
    });

    it("the first add creates the session; the card's string '1' is a quantity; prices come from the catalogue", async () => {
      const app = ctx().app;
      const first = await app.inject({
        method: "POST",
        url: "/cart",
        payload: { product_id: OASYS, quantity: "1", price: 1, unit_price: 1, total: 1, line_total: 1 },
      });
      expect(first.statusCode).toBe(200);
      const token = String(first.headers["x-session-token"]);
      expect(token).toMatch(/^frnt/);
      expect(String(first.headers["set-cookie"])).toContain("sessionToken=");
      const cart = first.json() as TCartChange;
      expect(cart.items).toHaveLength(1);
      expect(cart.items[0]).toMatchObject({
        id: cart.item_id,
        quantity: 1,
        product: { id: OASYS, name: "Acuvue Oasys", slug: "acuvue-oasys", image_id: OASYS },
        modification: { id: 60000 + OASYS, variants: [] },
        unit_price: 159_000,
        line_total: 159_000,
        bonus_value: 16,
        line_bonus: 16,
        max_quantity: 4,
        in_city_quantity: 4,
      });
      expect(cart).toMatchObject({ count: 1, total: 159_000, bonus_total: 16 });
      const read = await call(app, { headers: { "x-session-token": token } }, "GET", "/cart");
      expect(read.body).toEqual({ ...cart, item_id: undefined, city_id: FX.city.ekb } satisfies TCart & {
        item_id: undefined;
      });
    });

    it("a lens line carries its modification's option values, options and data as sent; tampered prices change nothing", async () => {
      const shopper = await newShopper(ctx().app);
      const left = await call(ctx().app, shopper, "POST", "/cart", {
        product_id: OASYS_1DAY,
        modification_id: M150_90,
        quantity: 2,
        options: { eye: "left" },
        data: { source: "quick-buy" },
        unit_price: 100,
      });
      expect(left.status).toBe(200);
      const right = await call(ctx().app, shopper, "POST", "/cart", {
        product_id: OASYS_1DAY,
        modification_id: M100_85,
        quantity: 1,
        options: { eye: "right" },
        price: 1,
      });
      expect(right.status).toBe(200);
      const cart = right.body as TCartChange;
      expect(
        cart.items.map((i) => [i.modification.id, i.options, i.quantity, i.unit_price, i.line_total]),
      ).toEqual([
        [M150_90, { eye: "left" }, 2, 205_000, 410_000],
        [M100_85, { eye: "right" }, 1, 199_000, 199_000],
      ]);
      expect(cart.items[0]?.data).toEqual({ source: "quick-buy" });
      expect(cart.items[0]?.unit_price_old).toBeNull(); // the modification has a price of its own
      expect(cart.items[1]?.unit_price_old).toBe(219_000);
      expect(cart.items[1]?.modification.variants.map((v) => [v.group, v.label])).toEqual([
        ["Оптическая сила (Сфера)", expect.any(String)],
        ["Радиус кривизны", expect.any(String)],
      ]);
      expect(cart).toMatchObject({ count: 3, total: 609_000, bonus_total: 60 });
    });

    it("the same product + modification + options is one line (option keys in any order); other options another", async () => {
      const shopper = await newShopper(ctx().app);
      const add = (options: Record<string, string>) =>
        call(ctx().app, shopper, "POST", "/cart", {
          product_id: OASYS_1DAY,
          modification_id: M100_85,
          quantity: 1,
          options,
        });
      await add({ eye: "left", set: "a" });
      await add({ set: "a", eye: "left" });
      const res = await add({ eye: "right", set: "a" });
      const cart = res.body as TCartChange;
      expect(cart.items.map((i) => i.quantity)).toEqual([2, 1]);
      expect(cart.count).toBe(3);
    });

    it("quantity is limited by the modification's stock over all stores; in_city_quantity is the current city's", async () => {
      const shopper = await newShopper(ctx().app);
      const add = (quantity: number, modification_id: number = M100_85) =>
        call(ctx().app, shopper, "POST", "/cart", { product_id: OASYS_1DAY, modification_id, quantity });
      const five = await add(5);
      expect(five.status).toBe(200);
      expect(five.body.items[0]).toMatchObject({ quantity: 5, max_quantity: 6, in_city_quantity: 5 });
      const tooMany = await add(2);
      expect(tooMany.status).toBe(400);
      expect(tooMany.body).toEqual({
        message: cartMessages.stockLimit(6),
        errors: { quantity: [cartMessages.stockLimit(6)] },
      });
      expect((await add(1)).status).toBe(200);
      // only in Moscow: orderable (delivered from there), not in the current city
      const moscowOnly = await add(2, M150_85);
      expect(moscowOnly.status).toBe(200);
      expect(moscowOnly.body.items[1]).toMatchObject({ quantity: 2, max_quantity: 2, in_city_quantity: 0 });
      const inMoscow = await call(
        ctx().app,
        { headers: { ...shopper.headers, "x-city-id": String(FX.city.msk) } },
        "GET",
        "/cart",
      );
      expect(inMoscow.body.city_id).toBe(FX.city.msk);
      expect(inMoscow.body.items.map((i: { in_city_quantity: number }) => i.in_city_quantity)).toEqual([
        1, 2,
      ]);
      const none = await add(1, M100_90);
      expect(none.status).toBe(400);
      expect(none.body.message).toBe(cartMessages.outOfStock);
    });

    it("PUT sets the quantity within stock (a decrease always passes), 0 removes the line; DELETE removes", async () => {
      const shopper = await newShopper(ctx().app);
      const added = await call(ctx().app, shopper, "POST", "/cart", {
        product_id: OASYS_1DAY,
        modification_id: M150_90,
        quantity: 1,
      });
      const itemId = (added.body as TCartChange).item_id;
      const three = await call(ctx().app, shopper, "PUT", `/cart/${itemId}`, { quantity: "3" });
      expect(three.status).toBe(200);
      expect(three.body).toMatchObject({ item_id: itemId, count: 3, total: 615_000 });
      const four = await call(ctx().app, shopper, "PUT", `/cart/${itemId}`, { quantity: 4 });
      expect(four.status).toBe(400);
      expect(four.body.message).toBe(cartMessages.stockLimit(3));
      expect((await call(ctx().app, shopper, "PUT", `/cart/${itemId}`, { quantity: 2 })).body.count).toBe(2);
      const zero = await call(ctx().app, shopper, "PUT", `/cart/${itemId}`, { quantity: 0 });
      expect(zero.status).toBe(200);
      expect(zero.body).toMatchObject({ item_id: null, items: [], count: 0, total: 0 });
      expect((await call(ctx().app, shopper, "PUT", `/cart/${itemId}`, { quantity: 1 })).status).toBe(404);

      const again = await call(ctx().app, shopper, "POST", "/cart", { product_id: OASYS, quantity: 2 });
      const id = (again.body as TCartChange).item_id;
      const removed = await call(ctx().app, shopper, "DELETE", `/cart/${id}`);
      expect(removed.status).toBe(200);
      expect(removed.body).toMatchObject({ item_id: null, count: 0 });
      const twice = await call(ctx().app, shopper, "DELETE", `/cart/${id}`);
      expect(twice).toMatchObject({ status: 404, body: { message: cartMessages.itemNotFound } });
    });

    it("two sessions never see or touch each other's cart", async () => {
      const a = await newShopper(ctx().app);
      const b = await newShopper(ctx().app);
      const added = await call(ctx().app, a, "POST", "/cart", { product_id: OASYS, quantity: 2 });
      const itemId = (added.body as TCartChange).item_id;
      expect((await call(ctx().app, b, "GET", "/cart")).body.items).toEqual([]);
      expect(await call(ctx().app, b, "PUT", `/cart/${itemId}`, { quantity: 1 })).toMatchObject({
        status: 404,
        body: { message: cartMessages.itemNotFound },
      });
      expect((await call(ctx().app, b, "DELETE", `/cart/${itemId}`)).status).toBe(404);
      expect((await call(ctx().app, null, "DELETE", `/cart/${itemId}`)).status).toBe(404);
      expect((await call(ctx().app, a, "GET", "/cart")).body).toMatchObject({ count: 2, total: 318_000 });
    });

    it("wrong inputs get a 4xx with a Russian message, never a 500, and create no session", async () => {
      const before = await sessionCount();
      const cases: Array<[unknown, number, string]> = [
        [{ product_id: 999_999 }, 404, cartMessages.productNotFound],
        [{ product_id: "abc" }, 400, PRODUCT_ID_MESSAGE],
        [{ product_id: 2_147_483_648 }, 400, PRODUCT_ID_MESSAGE],
        [{}, 400, PRODUCT_ID_MESSAGE],
        [{ product_id: OASYS, modification_id: M100_85 }, 400, cartMessages.modificationOfAnotherProduct],
        [{ product_id: OASYS_1DAY, modification_id: 999_999 }, 404, cartMessages.modificationNotFound],
        [{ product_id: OASYS_1DAY }, 400, cartMessages.optionsRequired],
        [{ product_id: FX.product.biofinityToric }, 400, cartMessages.notAvailable],
        [{ product_id: FX.product.sunglasses }, 400, cartMessages.outOfStock],
        ...[-1, 0, 1.5, "1.5", "-1", 100, 1e9, "abc", "", true, [1]].map(
          (quantity): [unknown, number, string] => [
            { product_id: OASYS, quantity },
            400,
            ADD_QUANTITY_MESSAGE,
          ],
        ),
        [{ product_id: OASYS, options: { eye: { nested: 1 } } }, 400, CART_OPTIONS_MESSAGE],
        [{ product_id: OASYS, options: "left" }, 400, CART_OPTIONS_MESSAGE],
        [{ product_id: OASYS, options: { "bad key": "x" } }, 400, CART_OPTIONS_MESSAGE],
        [{ product_id: OASYS, options: { eye: "x".repeat(201) } }, 400, CART_OPTIONS_MESSAGE],
      ];
      for (const [payload, status, message] of cases) {
        const res = await call(ctx().app, null, "POST", "/cart", payload);
        expect([res.status, res.body.message], JSON.stringify(payload)).toEqual([status, message]);
      }
      for (const [url, payload, message] of [
        ["/cart/abc", { quantity: 1 }, CART_ITEM_ID_MESSAGE],
        ["/cart/0", { quantity: 1 }, CART_ITEM_ID_MESSAGE],
        ["/cart/1", { quantity: -1 }, SET_QUANTITY_MESSAGE],
        ["/cart/1", { quantity: 2.5 }, SET_QUANTITY_MESSAGE],
        ["/cart/1", { quantity: 100 }, SET_QUANTITY_MESSAGE],
        ["/cart/1", {}, SET_QUANTITY_MESSAGE],
      ] as const) {
        const res = await call(ctx().app, null, "PUT", url, payload);
        expect([res.status, res.body.message], url).toEqual([400, message]);
      }
      expect(await call(ctx().app, null, "PUT", "/cart/999999", { quantity: 1 })).toMatchObject({
        status: 404,
        body: { message: cartMessages.itemNotFound },
      });
      expect((await call(ctx().app, null, "DELETE", "/cart/abc")).status).toBe(400);
      expect(await sessionCount()).toBe(before);
    });

    it("mutations are rate-limited as writes; GET /cart is not a cached read", () => {
      for (const [method, url] of [
        ["POST", "/cart"],
        ["PUT", "/cart/:itemId"],
        ["DELETE", "/cart/:itemId"],
        ["POST", "/wishlist"],
        ["DELETE", "/wishlist/:productId"],
        ["POST", "/marketing/product-view"],
      ] as const) {
        expect(rateLimitClassOf(method, url), `${method} ${url}`).toBe("write");
      }
      expect(rateLimitClassOf("GET", "/cart")).toBeUndefined();
    });

    it(`GET /cart costs ${CART_QUERY_BUDGET} statements however many lines; without a session 1`, async () => {
      const shopper = await newShopper(ctx().app);
      const measure = async (who: typeof shopper | null) => {
        ctx().resetQueries();
        const res = await call(ctx().app, who, "GET", "/cart");
        expect(res.status).toBe(200);
        return ctx().queries.length;
      };
      expect(await measure(null)).toBe(1);
      expect(await measure(shopper)).toBe(CART_QUERY_BUDGET);
      for (const [modification_id, eye] of [
        [M100_85, "left"],
        [M100_85, "right"],
        [M150_90, "left"],
        [M150_85, "right"],
      ] as const) {
        await call(ctx().app, shopper, "POST", "/cart", {
          product_id: OASYS_1DAY,
          modification_id,
          options: { eye },
        });
      }
      await call(ctx().app, shopper, "POST", "/cart", { product_id: OASYS });
      expect(await measure(shopper)).toBe(CART_QUERY_BUDGET);
    });
  },
  { app: { marketing: { intervalMs: 0, wakeOnWrite: false } } },
);
