import { MAX_CART_LINE_QUANTITY, type TCart } from "@optika/api-contract";
import { expect, it } from "vitest";
import type { TDb } from "../../db/client.ts";
import { stock } from "../../db/schema.ts";
import { insertFixture } from "../../test/fixture.ts";
import { describeOnEngines } from "../../test/harness.ts";
import { call, newShopper } from "./cart-test-client.ts";
import { cartMessages } from "./messages.ts";

/** Two more stocked lenses: 103 (179 000 kopecks) with 500 units, 201 (100 000) with 60. */
const MOIST = { product: 103, modification: 60103, price: 179_000, stock: 500 };
const FILLER = { product: 201, modification: 60201, price: 100_000, stock: 60 };

async function prepare(db: TDb): Promise<void> {
  await insertFixture(db);
  await db.insert(stock).values([
    { storeId: 1, modificationId: MOIST.modification, quantity: MOIST.stock },
    { storeId: 3, modificationId: FILLER.modification, quantity: FILLER.stock },
  ]);
}

describeOnEngines(
  "cart under concurrency",
  (ctx) => {
    const cartOf = async (shopper: Awaited<ReturnType<typeof newShopper>>) =>
      (await call(ctx().app, shopper, "GET", "/cart")).body as TCart;

    it("200 parallel adds of one line stop exactly at the stock (60), with a correct total", async () => {
      const shopper = await newShopper(ctx().app);
      const results = await Promise.all(
        Array.from({ length: 200 }, () =>
          call(ctx().app, shopper, "POST", "/cart", { product_id: FILLER.product, quantity: "1" }),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(FILLER.stock);
      expect(statuses.filter((s) => s === 400)).toHaveLength(200 - FILLER.stock);
      for (const r of results.filter((x) => x.status === 400)) {
        expect(r.body.message).toBe(cartMessages.stockLimit(FILLER.stock));
      }
      const cart = await cartOf(shopper);
      expect(cart.items).toHaveLength(1);
      expect(cart).toMatchObject({ count: FILLER.stock, total: FILLER.stock * FILLER.price });
    }, 120_000);

    it("200 parallel adds with plenty of stock end at the line cap (99); 50 mixed adds end at their exact sum", async () => {
      const capped = await newShopper(ctx().app);
      const results = await Promise.all(
        Array.from({ length: 200 }, () =>
          call(ctx().app, capped, "POST", "/cart", { product_id: MOIST.product, quantity: 1 }),
        ),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(MAX_CART_LINE_QUANTITY);
      expect(results.every((r) => r.status === 200 || r.status === 400)).toBe(true);
      expect(await cartOf(capped)).toMatchObject({
        count: MAX_CART_LINE_QUANTITY,
        total: MAX_CART_LINE_QUANTITY * MOIST.price,
      });

      const exact = await newShopper(ctx().app);
      const quantities = Array.from({ length: 50 }, (_, i) => (i % 2) + 1); // 75 in all
      const mixed = await Promise.all(
        quantities.map((quantity) =>
          call(ctx().app, exact, "POST", "/cart", { product_id: MOIST.product, quantity: String(quantity) }),
        ),
      );
      expect(mixed.map((r) => r.status)).toEqual(quantities.map(() => 200));
      expect(await cartOf(exact)).toMatchObject({ count: 75, total: 75 * MOIST.price });
    }, 120_000);

    it("parallel adds of different lines to one cart all land; the totals add up", async () => {
      const shopper = await newShopper(ctx().app);
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(ctx().app, shopper, "POST", "/cart", {
            product_id: i % 2 ? MOIST.product : FILLER.product,
            quantity: 1,
            options: { set: i },
          }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
      const cart = await cartOf(shopper);
      expect(cart.items).toHaveLength(20);
      expect(cart).toMatchObject({ count: 20, total: 10 * MOIST.price + 10 * FILLER.price });
    }, 120_000);

    it("parallel PUTs (and a DELETE among them) leave one consistent line: a quantity one of them set", async () => {
      const shopper = await newShopper(ctx().app);
      const added = await call(ctx().app, shopper, "POST", "/cart", { product_id: MOIST.product });
      const itemId = added.body.item_id as number;
      const puts = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          call(ctx().app, shopper, "PUT", `/cart/${itemId}`, { quantity: i + 1 }),
        ),
      );
      expect(puts.map((r) => r.status)).toEqual(puts.map(() => 200));
      const cart = await cartOf(shopper);
      const line = cart.items[0];
      expect(cart.items).toHaveLength(1);
      expect(line?.quantity).toBeGreaterThanOrEqual(1);
      expect(line?.quantity).toBeLessThanOrEqual(40);
      expect(cart).toMatchObject({ count: line?.quantity, total: (line?.quantity ?? 0) * MOIST.price });
      expect(line?.line_total).toBe((line?.quantity ?? 0) * MOIST.price);

      const mixed = await Promise.all([
        ...Array.from({ length: 20 }, (_, i) =>
          call(ctx().app, shopper, "PUT", `/cart/${itemId}`, { quantity: i + 1 }),
        ),
        call(ctx().app, shopper, "DELETE", `/cart/${itemId}`),
      ]);
      expect(mixed.every((r) => r.status === 200 || r.status === 404)).toBe(true);
      const after = await cartOf(shopper);
      expect(after.items).toEqual([]);
      expect(after).toMatchObject({ count: 0, total: 0 });
    }, 120_000);
  },
  { prepare, timeoutMs: 120_000, app: { marketing: { intervalMs: 0, wakeOnWrite: false } } },
);
