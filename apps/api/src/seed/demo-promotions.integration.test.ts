import { ORDER_MESSAGES as M } from "@optika/api-contract";
import { expect, it } from "vitest";
import { call, shopperWithCart } from "../modules/orders/order-test-client.ts";
import { insertFixture } from "../test/fixture.ts";
import { describeOnEngines } from "../test/harness.ts";
import { DEMO_CERTIFICATE, seedDemoPromotions } from "./demo-promotions.ts";

describeOnEngines(
  "demo promo codes and certificate (README)",
  (ctx) => {
    it("OPTIKA10, MINUS500 and GIFT-DEMO-2000 answer as the README says; seeding twice changes nothing", async () => {
      await seedDemoPromotions(ctx().db);
      // Acuvue Oasys: 1 590 ₽
      const shopper = await shopperWithCart(ctx().app, [{ product_id: 102 }]);
      expect(
        (await call(ctx().app, shopper, "POST", "/checkout/promo", { code: "optika10" })).body,
      ).toMatchObject({
        code: "OPTIKA10",
        discount: 15_900,
      });
      const minus = await call(ctx().app, shopper, "POST", "/checkout/promo", { code: "MINUS500" });
      expect(minus).toMatchObject({ status: 422, body: { message: M.promoMinSum("3 000") } });
      const certificate = await call(ctx().app, shopper, "POST", "/checkout/certificate", {
        code: DEMO_CERTIFICATE.code,
      });
      expect(certificate.body).toMatchObject({ balance: 200_000, applicable: 159_000 });
      expect((await call(ctx().app, shopper, "GET", "/bonuses/bonuses")).body).toMatchObject({
        useActiveBonuses: 30,
      });
    });
  },
  {
    prepare: async (db) => {
      await insertFixture(db);
      await seedDemoPromotions(db);
    },
  },
);
