import { expect, it } from "vitest";
import { createSimulatedSmsGateway } from "../integrations/sms/simulated-sms-gateway.ts";
import { freshCaller, get, latestCode, post } from "../modules/users/account-test-client.ts";
import { insertFixture } from "../test/fixture.ts";
import { describeOnEngines } from "../test/harness.ts";
import { STORES } from "./data/stores.ts";
import { seedDemoShoppers } from "./demo-shoppers.ts";

const sms = createSimulatedSmsGateway();
const STORE_NAMES = STORES.map((store) => store.name);

describeOnEngines(
  "demo shoppers (README)",
  (ctx) => {
    it("sign in with the code from the outbox and see their card, certificates and bonuses; seeding twice changes nothing", async () => {
      expect(await seedDemoShoppers(ctx().db)).toBe(0);
      const caller = freshCaller();
      expect(
        (await post(ctx().app, caller, "/users/request", { username: "+7 (900) 000 00 01" })).status,
      ).toBe(200);
      const outbox = await get(ctx().app, caller, "/dev/outbox?phone=79000000001");
      expect(outbox.status).toBe(200);
      const signedIn = await post(ctx().app, caller, "/users/login", {
        username: "79000000001",
        password: latestCode(sms, "79000000001"),
      });
      expect(signedIn.status).toBe(200);
      const anna = { ip: caller.ip, headers: { authorization: `Bearer ${signedIn.body.token}` } };
      expect((await get(ctx().app, anna, "/users/profile")).body.profile.name).toBe("Анна Смирнова");
      expect((await get(ctx().app, anna, "/users/discount-cards")).body.cards).toHaveLength(1);
      expect((await get(ctx().app, anna, "/users/certificates")).body.certificates).toHaveLength(2);
      const bonuses = await get(ctx().app, anna, "/users/bonuses");
      expect(bonuses.body.balance).toBe(500);
      expect(bonuses.body.history).toHaveLength(5);
      // the history names no order the shopper does not have (the demo shoppers have none on the site)
      const orders = await get(ctx().app, anna, "/users/commerce-orders");
      expect(orders.status).toBe(200);
      const orderIds = new Set((orders.body as { id: number }[]).map((order) => order.id));
      const named = (bonuses.body.history as { description: string }[]).flatMap((entry) =>
        [...entry.description.matchAll(/№\s*(\d+)/g)].map((match) => Number(match[1])),
      );
      expect(named.filter((id) => !orderIds.has(id))).toEqual([]);
      // the salons the entries name are stores of the seed
      const stores = (bonuses.body.history as { description: string }[]).flatMap((entry) =>
        [...entry.description.matchAll(/«([^»]+)»/g)].map((match) => match[1] ?? ""),
      );
      expect(stores.length).toBeGreaterThan(0);
      for (const name of new Set(stores)) expect(STORE_NAMES).toContain(name);
    });
  },
  {
    prepare: async (db) => {
      await insertFixture(db);
      await seedDemoShoppers(db);
    },
    app: { sms },
    timeoutMs: 180_000,
  },
);
