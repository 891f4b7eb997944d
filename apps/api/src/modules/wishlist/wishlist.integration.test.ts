import { PRODUCT_ID_MESSAGE, type TWishlist } from "@optika/api-contract";
import { and, count, eq, sql } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { marketingEvents, sessions } from "../../db/schema.ts";
import { FX } from "../../test/fixture.ts";
import { describeOnEngines } from "../../test/harness.ts";
import { WISHLIST_QUERY_BUDGET } from "../../test/query-budgets.ts";
import { call, newShopper } from "../cart/cart-test-client.ts";
import type { TMarketingSimulator } from "../marketing/marketing-adapter.ts";
import { wishlistMessages } from "./messages.ts";

describeOnEngines("wishlist", (ctx) => {
  const sessionCount = async () => Number((await ctx().db.select({ n: count() }).from(sessions))[0]?.n);

  it("GET /wishlist without a session is empty and creates none; bad input creates none either", async () => {
    const before = await sessionCount();
    const res = await call(ctx().app, null, "GET", "/wishlist");
    expect(res).toMatchObject({ status: 200, body: { items: [], count: 0 } });
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(await call(ctx().app, null, "POST", "/wishlist", { product_id: 999_999 })).toMatchObject({
      status: 404,
      body: { message: wishlistMessages.productNotFound },
    });
    for (const product_id of ["abc", -1, 1.5, 2_147_483_648, null]) {
      expect(await call(ctx().app, null, "POST", "/wishlist", { product_id })).toMatchObject({
        status: 400,
        body: { message: PRODUCT_ID_MESSAGE },
      });
    }
    expect((await call(ctx().app, null, "DELETE", "/wishlist/abc")).status).toBe(400);
    expect(await call(ctx().app, null, "DELETE", `/wishlist/${FX.product.oasys}`)).toMatchObject({
      status: 200,
      body: { items: [], count: 0 },
    });
    expect(await sessionCount()).toBe(before);
  });

  it("adds a product once (cards with the city's stock), removes it; a second remove changes nothing", async () => {
    const shopper = await newShopper(ctx().app);
    const first = await call(ctx().app, shopper, "POST", "/wishlist", {
      product_id: String(FX.product.oasys),
    });
    expect(first.status).toBe(200);
    const list = first.body as TWishlist;
    expect(list.count).toBe(1);
    expect(list.items[0]).toMatchObject({
      product_id: FX.product.oasys,
      product: {
        id: FX.product.oasys,
        name: "Acuvue Oasys",
        price: 159_000,
        quantity: 4,
        hasModifications: false,
      },
    });
    await call(ctx().app, shopper, "POST", "/wishlist", { product_id: FX.product.oasys });
    const two = await call(ctx().app, shopper, "POST", "/wishlist", { product_id: FX.product.oasys1day });
    expect(two.body.items.map((i: { product_id: number }) => i.product_id)).toEqual([
      FX.product.oasys1day,
      FX.product.oasys,
    ]);
    const other = await newShopper(ctx().app);
    expect((await call(ctx().app, other, "GET", "/wishlist")).body.count).toBe(0);
    expect((await call(ctx().app, other, "DELETE", `/wishlist/${FX.product.oasys}`)).body.count).toBe(0);
    const removed = await call(ctx().app, shopper, "DELETE", `/wishlist/${FX.product.oasys}`);
    expect(removed.body).toMatchObject({ count: 1, items: [{ product_id: FX.product.oasys1day }] });
    expect((await call(ctx().app, shopper, "DELETE", `/wishlist/${FX.product.oasys}`)).body.count).toBe(1);
  });

  it("100 parallel adds of one product save it once and write one wishlist-change event, delivered to the simulator", async () => {
    const { app, db } = ctx();
    const shopper = await newShopper(app, { cookie: "device_uuid=0f8fad5b-d9cb-469f-a165-70867728950e" });
    const product = FX.product.certificate;
    const results = await Promise.all(
      Array.from({ length: 100 }, () => call(app, shopper, "POST", "/wishlist", { product_id: product })),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    expect((await call(app, shopper, "GET", "/wishlist")).body.count).toBe(1);
    const events = await db
      .select({ n: count() })
      .from(marketingEvents)
      .where(
        and(
          eq(marketingEvents.kind, "wishlist-change"),
          sql`${marketingEvents.payload}->>'product_id' = ${String(product)}`,
          eq(marketingEvents.deviceUuid, "0f8fad5b-d9cb-469f-a165-70867728950e"),
        ),
      );
    expect(Number(events[0]?.n)).toBe(1);
    const simulator = app.marketingOutbox.adapter as TMarketingSimulator;
    await vi.waitFor(() =>
      expect(
        simulator.received.filter((e) => e.kind === "wishlist-change" && e.payload.product_id === product),
      ).toHaveLength(1),
    );
  });

  it(`GET /wishlist costs ${WISHLIST_QUERY_BUDGET} statements however many products; without a session none`, async () => {
    const { app } = ctx();
    const shopper = await newShopper(app);
    const measure = async (who: typeof shopper | null) => {
      await app.marketingOutbox.drain(); // no delivery run in the middle of the count
      ctx().resetQueries();
      const res = await call(app, who, "GET", "/wishlist");
      expect(res.status).toBe(200);
      return ctx().queries.length;
    };
    expect(await measure(null)).toBe(0);
    expect(await measure(shopper)).toBe(WISHLIST_QUERY_BUDGET);
    for (const id of [FX.product.oasys, FX.product.moist, FX.product.frame, 201, 202, 203]) {
      await call(app, shopper, "POST", "/wishlist", { product_id: id });
    }
    expect(await measure(shopper)).toBe(WISHLIST_QUERY_BUDGET);
  });
});
