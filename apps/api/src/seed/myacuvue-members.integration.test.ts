import { expect, it } from "vitest";
import { createSimulatedSmsGateway } from "../integrations/sms/simulated-sms-gateway.ts";
import { freshCaller, get, latestCode, post } from "../modules/users/account-test-client.ts";
import { insertFixture } from "../test/fixture.ts";
import { describeOnEngines } from "../test/harness.ts";
import { seedDemoShoppers } from "./demo-shoppers.ts";
import { seedMyAcuvueMembers } from "./myacuvue-members.ts";

const sms = createSimulatedSmsGateway();

describeOnEngines(
  "MyACUVUE demo members (README)",
  (ctx) => {
    async function profileOf(phone: string) {
      const caller = freshCaller();
      expect((await post(ctx().app, caller, "/myacuvue/request-password", { phone })).status).toBe(200);
      const outbox = await get(ctx().app, caller, `/dev/outbox?phone=${phone}`);
      expect(outbox.status).toBe(200);
      const signedIn = await post(ctx().app, caller, "/myacuvue/confirm-password", {
        phone,
        password: latestCode(sms, phone),
      });
      expect(signedIn.status).toBe(200);
      const me = await get(
        ctx().app,
        { ip: caller.ip, headers: { cookie: `authToken=${signedIn.body.token}` } },
        "/myacuvue/me",
      );
      expect(me.status).toBe(200);
      return { isNew: signedIn.body.is_new as boolean, profile: me.body };
    }

    it("Анна has the 500-rub voucher, Игорь the 300-rub one, Мария none (a new shop account), Олег and Елена 300 and 500 (new accounts); seeding twice changes nothing", async () => {
      await seedMyAcuvueMembers(ctx().db);
      const anna = await profileOf("79000000001");
      expect(anna.isNew).toBe(false);
      expect(anna.profile.discount_vouchers).toMatchObject([
        { id: "MA-500-0001", amount: 500, state: "active" },
      ]);
      expect(anna.profile.fitted_products["101"]).toMatchObject({ slug: "acuvue-oasys-1-day", bonuses: 150 });
      expect(Object.keys(anna.profile.fitted_products).sort()).toEqual(["101", "102"]);
      const igor = await profileOf("79000000002");
      expect(igor.profile.discount_vouchers).toMatchObject([
        { id: "MA-300-0002", amount: 300, state: "active" },
      ]);
      const maria = await profileOf("79000000003");
      expect(maria.isNew).toBe(true);
      expect(maria.profile.discount_vouchers).toEqual([]);
      const oleg = await profileOf("79000000004");
      expect(oleg.isNew).toBe(true);
      expect(oleg.profile.discount_vouchers).toMatchObject([{ id: "MA-300-0004", amount: 300 }]);
      const elena = await profileOf("79000000005");
      expect(elena.profile.discount_vouchers).toMatchObject([{ id: "MA-500-0005", amount: 500 }]);
    });
  },
  {
    prepare: async (db) => {
      await insertFixture(db);
      await seedDemoShoppers(db);
      await seedMyAcuvueMembers(db);
    },
    app: { sms },
    timeoutMs: 180_000,
  },
);
