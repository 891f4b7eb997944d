import { CHECKOUT_DELIVERY_MESSAGES as M, type TUserAddress } from "@optika/api-contract";
import { count, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { userAddresses, users } from "../../db/schema.ts";
import { createDeliveryIntegrations } from "../../integrations/delivery/delivery-integrations.ts";
import { FX } from "../../test/fixture.ts";
import { describeOnEngines } from "../../test/harness.ts";
import { issueAuthToken } from "../auth/auth-token-repository.ts";
import { CHECKOUT_DELIVERY_QUERY_BUDGETS as BUDGET } from "../checkout-delivery/query-budgets.ts";
import {
  quoteOrderDelivery,
  type TQuoteOrderDeliveryInput,
} from "../checkout-delivery/quote-order-delivery.ts";
import { insertDeliveryFixture, MORNING } from "../checkout-delivery/test-fixture.ts";
import { saveAddressFromOrder, USER_ADDRESS_LIMIT } from "./save-address-from-order.ts";

describeOnEngines(
  "user addresses",
  (ctx) => {
    const delivery = createDeliveryIntegrations({});
    const deps = () => ({ db: ctx().db, delivery, now: () => MORNING });
    let phone = 79_120_000_000;
    let minute = 0;
    /** each order a minute after the previous */
    const nextInstant = () => new Date(MORNING.getTime() + ++minute * 60_000);

    async function signedIn() {
      const [user] = await ctx()
        .db.insert(users)
        .values({ phone: String(phone++), name: "Покупатель" })
        .returning({ id: users.id });
      if (!user) throw new Error("no user");
      const token = await issueAuthToken(ctx().db, user.id, MORNING);
      return { id: user.id, headers: { authorization: `Bearer ${token}` } };
    }
    async function saveFromOrder(userId: number, input: Partial<TQuoteOrderDeliveryInput>) {
      const quote = await quoteOrderDelivery(deps(), {
        cityId: FX.city.ekb,
        deliveryId: 3,
        cartTotal: 199_000,
        items: [{ modificationId: FX.mod.m100bc85, quantity: 1 }],
        ...input,
      });
      if (!quote.ok) throw new Error(quote.message);
      const at = nextInstant();
      return ctx().db.transaction((tx) => saveAddressFromOrder(tx, userId, quote, at));
    }
    const list = async (headers: Record<string, string>) => {
      const res = await ctx().app.inject({ method: "GET", url: "/user/addresses", headers });
      return { status: res.statusCode, body: res.json() as TUserAddress[] };
    };
    const remove = async (headers: Record<string, string>, id: number | string) => {
      const res = await ctx().app.inject({ method: "DELETE", url: `/user/addresses/${id}`, headers });
      return { status: res.statusCode, body: res.json() };
    };

    it("addresses saved from orders come back with the spec's fields; the same place twice is one address", async () => {
      const user = await signedIn();
      await saveFromOrder(user.id, {
        address: {
          full: "г Екатеринбург, ул Малышева, д 51",
          flat: "12",
          entrance: "2",
          floor: "5",
          intercom: "12К",
          comment: "Позвонить за час",
        },
      });
      await saveFromOrder(user.id, { deliveryId: 1, pointCode: "store-2", address: null });
      await saveFromOrder(user.id, { deliveryId: 2, pointCode: "SIM00103", address: null });
      // the same door again: refreshed, not duplicated
      await saveFromOrder(user.id, {
        address: { full: "г Екатеринбург, ул Малышева, д 51", flat: "12", floor: "6" },
      });
      const res = await list(user.headers);
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(3);
      const [courier, partner, store] = res.body;
      expect(courier).toMatchObject({
        computed_address: "г Екатеринбург, ул Малышева, д 51",
        short_address: "ул Малышева, д 51",
        zip: "620014",
        flat: "12",
        floor: "6",
        courierId: 3,
        city_id: 1,
        classPoint: { class: "courier" },
        delivery_data: {},
      });
      expect(courier?.lat).toBeCloseTo(56.836, 2);
      expect(partner).toMatchObject({
        courierId: 2,
        classPoint: { class: "partner-pickup" },
        delivery_data: { place_id: "SIM00103" },
      });
      expect(store).toMatchObject({
        courierId: 1,
        classPoint: { class: "store-pickup" },
        delivery_data: { shop_id: 2 },
        computed_address: "Екатеринбург, ул. Малышева, 30",
        flat: "",
      });
    });

    it("a guest has none; another shopper's id is 404 and changes nothing; the owner deletes", async () => {
      const owner = await signedIn();
      const other = await signedIn();
      const id = await saveFromOrder(owner.id, { address: { full: "г Екатеринбург, ул Вайнера, д 9" } });
      expect(await list({})).toEqual({ status: 200, body: [] });
      expect((await list(other.headers)).body).toEqual([]);
      expect(await remove(other.headers, id)).toEqual({ status: 404, body: { message: M.addressNotFound } });
      expect(await remove({}, id)).toEqual({ status: 401, body: { message: M.unauthorized } });
      expect((await list(owner.headers)).body.map((a) => a.id)).toEqual([id]);
      expect((await remove(owner.headers, "abc")).body.errors.id).toEqual([M.addressId]);
      expect((await remove(owner.headers, "99999999999")).status).toBe(400);
      expect(await remove(owner.headers, id)).toEqual({ status: 200, body: true });
      expect(await remove(owner.headers, id)).toMatchObject({ status: 404 });
      expect((await list(owner.headers)).body).toEqual([]);
    });

    it(`keeps the ${USER_ADDRESS_LIMIT} most recently used addresses`, async () => {
      const user = await signedIn();
      for (let house = 1; house <= USER_ADDRESS_LIMIT + 3; house++) {
        await saveFromOrder(user.id, { address: { full: `г Екатеринбург, ул Бажова, д ${house}` } });
      }
      const [row] = await ctx()
        .db.select({ n: count() })
        .from(userAddresses)
        .where(eq(userAddresses.userId, user.id));
      expect(Number(row?.n)).toBe(USER_ADDRESS_LIMIT);
    });

    it("100 orders of one shopper saving addresses at once: no error, no duplicate, never over the limit", async () => {
      const user = await signedIn();
      const results = await Promise.allSettled(
        Array.from({ length: 100 }, (_, i) =>
          saveFromOrder(user.id, { address: { full: `г Екатеринбург, ул Восточная, д ${(i % 30) + 1}` } }),
        ),
      );
      expect(results.filter((r) => r.status === "rejected")).toEqual([]);
      const rows = await ctx()
        .db.select({ computed: userAddresses.computedAddress })
        .from(userAddresses)
        .where(eq(userAddresses.userId, user.id));
      expect(rows).toHaveLength(USER_ADDRESS_LIMIT);
      expect(new Set(rows.map((r) => r.computed)).size).toBe(USER_ADDRESS_LIMIT);
    });

    it("query budgets: list and delete", async () => {
      const user = await signedIn();
      const id = await saveFromOrder(user.id, { address: { full: "г Екатеринбург, ул Мира, д 1" } });
      ctx().resetQueries();
      expect((await list(user.headers)).status).toBe(200);
      expect(ctx().queries.length).toBe(BUDGET.userAddresses);
      ctx().resetQueries();
      expect((await remove(user.headers, id)).status).toBe(200);
      expect(ctx().queries.length).toBe(BUDGET.deleteUserAddress);
    });
  },
  { prepare: insertDeliveryFixture, app: { now: () => MORNING } },
);
