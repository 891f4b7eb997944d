import { expect, it } from "vitest";
import { describeOnEngines } from "../../test/harness.ts";
import { checkout, pickupBody, shopperWithCart } from "../orders/order-test-client.ts";
import { stockOf } from "./payment-test-orders.ts";

const START = new Date("2026-11-23T09:00:00.000Z");
let clock = START;
const now = () => clock;

/** The shopper's way: checkout with online payment, the provider's page, the order page. */
describeOnEngines(
  "checkout → payment",
  (ctx) => {
    const orderOf = async (hash: string) =>
      (await ctx().app.inject({ method: "GET", url: `/orders/${hash}` })).json() as {
        status: string;
        payment_status: string;
        reservation_expires_at: string | null;
      };

    it("an online order holds its stock 30 minutes: paid on the test page, or released after", async () => {
      clock = START;
      const { app } = ctx();
      const before = await stockOf(ctx().db, 1, 60102);
      const payer = await shopperWithCart(app, [{ product_id: 102, quantity: 1 }]);
      const paid = await checkout(app, payer, pickupBody({ payment: "online" }));
      expect(paid.status, JSON.stringify(paid.body)).toBe(201);
      const paidHash = (paid.body as { order: { hash: string } }).order.hash;
      expect((await orderOf(paidHash)).reservation_expires_at).toBe("2026-11-23T09:30:00.000Z");

      const started = await app.inject({ method: "POST", url: `/orders/${paidHash}/payment` });
      const url = (started.json() as { confirmation_url: string }).confirmation_url.replace(/^\/api/, "");
      const page = await app.inject({ method: "GET", url });
      expect(page.body).toContain("Оплатить");
      const back = await app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "outcome=succeeded",
      });
      expect(back.headers.location).toBe(`/order/success/${paidHash}`);
      expect(await orderOf(paidHash)).toMatchObject({ status: "paid", payment_status: "paid" });

      const leaver = await shopperWithCart(app, [{ product_id: 102, quantity: 1 }]);
      const unpaid = await checkout(app, leaver, pickupBody({ payment: "online" }));
      const unpaidHash = (unpaid.body as { order: { hash: string } }).order.hash;
      expect(await stockOf(ctx().db, 1, 60102)).toBe(before - 2);
      clock = new Date(clock.getTime() + 31 * 60_000);
      expect((await app.payments.runDue()).released).toBe(1);
      expect(await orderOf(unpaidHash)).toMatchObject({ status: "cancelled", payment_status: "unpaid" });
      expect((await orderOf(paidHash)).status).toBe("paid");
      expect(await stockOf(ctx().db, 1, 60102)).toBe(before - 1);
    });
  },
  { app: { now, payments: { intervalMs: 0 } } },
);
