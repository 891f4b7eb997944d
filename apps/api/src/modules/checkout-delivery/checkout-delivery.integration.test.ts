import {
  CHECKOUT_DELIVERY_MESSAGES as M,
  type TCheckoutData,
  type TDeliveryCalculation,
  type TPickupPoints,
} from "@optika/api-contract";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { siteVars } from "../../db/schema.ts";
import { FX } from "../../test/fixture.ts";
import { describeOnEngines } from "../../test/harness.ts";
import { call, newShopper, type TShopper } from "../cart/cart-test-client.ts";
import { CHECKOUT_DELIVERY_QUERY_BUDGETS as BUDGET } from "./query-budgets.ts";
import { insertDeliveryFixture, MORNING } from "./test-fixture.ts";

const M100_85 = FX.mod.m100bc85; // stock: Екатеринбург shop 5, Москва 1
const M150_85 = FX.mod.m150bc85; // stock: Москва 2 only
const M150_90 = FX.mod.m150bc90; // stock: Екатеринбург clinic 3

describeOnEngines(
  "checkout delivery",
  (ctx) => {
    const shopperWith = async (lines: Array<[modification: number, quantity: number]>): Promise<TShopper> => {
      const shopper = await newShopper(ctx().app);
      for (const [modification_id, quantity] of lines) {
        const res = await call(ctx().app, shopper, "POST", "/cart", {
          product_id: FX.product.oasys1day,
          modification_id,
          quantity,
        });
        expect(res.status).toBe(200);
      }
      return shopper;
    };
    const byClass = (data: TCheckoutData) => Object.fromEntries(data.deliveries.map((d) => [d.class, d]));

    it("GET /checkout/data: every method of Екатеринбург for a cart in stock at a shop, both payments", async () => {
      const shopper = await shopperWith([[M100_85, 2]]);
      const res = await call(ctx().app, shopper, "GET", "/checkout/data");
      expect(res.status).toBe(200);
      const data = res.body as TCheckoutData;
      expect(data.city_id).toBe(FX.city.ekb);
      expect(data.cart_total).toBe(398_000);
      const d = byClass(data);
      expect(d["store-pickup"]).toEqual({
        id: 1,
        class: "store-pickup",
        type: "pickup",
        name: "Самовывоз из салона",
        term: 0,
        cost: 0,
        termLabel: "сегодня",
        free_from: null,
      });
      expect(d.courier).toMatchObject({
        id: 3,
        type: "courier",
        term: 1,
        termLabel: "завтра",
        free_from: 500_000,
      });
      expect(d.courier?.cost).toBeGreaterThanOrEqual(250_00);
      expect(d.courier?.cost).toBeLessThanOrEqual(400_00);
      expect(d["partner-pickup"]).toMatchObject({ id: 2, type: "pickup", term: 2 });
      expect(d["yandex-day-delivery"]).toMatchObject({
        id: 4,
        type: "courier",
        term: 0,
        termLabel: "сегодня",
      });
      expect(data.payments).toEqual([
        { name: "Онлайн-оплата картой", class: "online" },
        { name: "Оплата при получении", class: "on-receipt" },
      ]);
      expect(res.headers["cache-control"]).toBe("private, no-store");
    });

    it("terms follow the stock: only in Москва → pickup in 3 days, courier from Москва, no same-day", async () => {
      const shopper = await shopperWith([[M150_85, 1]]);
      const d = byClass((await call(ctx().app, shopper, "GET", "/checkout/data")).body as TCheckoutData);
      expect(d["store-pickup"]?.term).toBe(3);
      // Москва → Екатеринбург ≈ 1420 km: a day locally + 2 days on the road
      expect(d.courier?.term).toBe(3);
      expect(d.courier?.cost).toBeGreaterThan(400_00);
      expect(d["yandex-day-delivery"]).toBeUndefined();
    });

    it("courier and partner pickup are free from freeDeliveryFrom; same-day never", async () => {
      const shopper = await shopperWith([[M100_85, 3]]);
      const d = byClass((await call(ctx().app, shopper, "GET", "/checkout/data")).body as TCheckoutData);
      expect(d.courier?.cost).toBe(0);
      expect(d["partner-pickup"]?.cost).toBe(0);
      expect(d["yandex-day-delivery"]?.cost).toBeGreaterThan(0);
    });

    it("a certificate is paid online only", async () => {
      const shopper = await newShopper(ctx().app);
      await call(ctx().app, shopper, "POST", "/cart", { product_id: FX.product.certificate });
      const data = (await call(ctx().app, shopper, "GET", "/checkout/data")).body as TCheckoutData;
      expect(data.payments.map((p) => p.class)).toEqual(["online"]);
    });

    it("GET /checkout/pickup-points: the city's clinic and shop with their terms, then the partner network", async () => {
      const shopper = await shopperWith([[M100_85, 1]]);
      const res = await call(ctx().app, shopper, "GET", "/checkout/pickup-points");
      expect(res.status).toBe(200);
      const body = res.body as TPickupPoints;
      expect(body.excluded_classes).toEqual([]);
      expect(body.groups.map((g) => [g.id, g.class])).toEqual([
        [1, "store-pickup"],
        [2, "partner-pickup"],
      ]);
      const [stores, partner] = body.groups;
      expect(stores?.points).toEqual([
        expect.objectContaining({
          code: "store-1",
          type: "shop",
          pickup_type: "Салон оптики",
          phones: ["+73432000001"],
          store_id: 1,
          classPoint: "store-pickup",
          term: 0,
        }),
        expect.objectContaining({
          code: "store-2",
          type: "clinic",
          pickup_type: "Клиника",
          store_id: 2,
          term: 1,
        }),
      ]);
      expect(partner?.points.length).toBe(8);
      for (const point of partner?.points ?? []) {
        expect(point.code).toMatch(/^SIM001\d{2}$/);
        expect(Math.abs(point.lat - 56.8389)).toBeLessThan(0.07);
        expect(point.classPoint).toBe("partner-pickup");
        expect(point.store_id).toBeNull();
      }
      // deterministic: the same network every time
      const again = (await call(ctx().app, shopper, "GET", "/checkout/pickup-points")).body as TPickupPoints;
      expect(again.groups[1]).toEqual(partner);
    });

    it("POST …/3/calculate: term and cost to an address of the seeded streets; the spec's message elsewhere", async () => {
      const shopper = await shopperWith([[M100_85, 1]]);
      const ok = await call(ctx().app, shopper, "POST", "/checkout/delivery/3/calculate", {
        zip: "",
        address: "ул Малышева, 51",
        destination_address: "г Екатеринбург, ул Малышева, д 51",
        city_id: 1,
      });
      expect(ok.status).toBe(200);
      const body = ok.body as TDeliveryCalculation;
      expect(body).toMatchObject({ term: 1, termLabel: "завтра", class: "courier" });
      expect(body.cost).toBeGreaterThanOrEqual(250_00);
      expect(body.address).toMatchObject({ short: "ул Малышева, д 51", zip: "620014", city_id: 1 });
      const nowhere = await call(ctx().app, shopper, "POST", "/checkout/delivery/3/calculate", {
        address: "ул Несуществующая, 1",
        city_id: 1,
      });
      expect(nowhere).toMatchObject({ status: 400, body: { message: M.notAvailable } });
    });

    it("calculate refuses pickup methods, unknown methods and bad input with 4xx", async () => {
      const shopper = await shopperWith([[M100_85, 1]]);
      const post = (url: string, payload: unknown) => call(ctx().app, shopper, "POST", url, payload);
      const address = { address: "ул Малышева, 51", city_id: 1 };
      expect(await post("/checkout/delivery/1/calculate", address)).toMatchObject({
        status: 400,
        body: { message: M.calculatePickup },
      });
      expect((await post("/checkout/delivery/99/calculate", address)).status).toBe(404);
      expect((await post("/checkout/delivery/abc/calculate", address)).body.errors.deliveryId).toEqual([
        M.deliveryId,
      ]);
      const long = await post("/checkout/delivery/3/calculate", { address: "д".repeat(301), city_id: 1 });
      expect(long.status).toBe(400);
      expect(long.body.errors.address).toEqual([M.addressTooLong]);
      const badCity = await post("/checkout/delivery/3/calculate", {
        address: "ул Малышева, 51",
        city_id: "x",
      });
      expect(badCity.body.errors.city_id).toEqual([M.cityId]);
      const badZip = await post("/checkout/delivery/3/calculate", { ...address, zip: "12ab" });
      expect(badZip.body.errors.zip).toEqual([M.zip]);
      expect(await post("/checkout/delivery/3/calculate", { address: "", city_id: 1 })).toMatchObject({
        status: 400,
        body: { message: M.address },
      });
      expect((await post("/checkout/delivery/3/calculate", { ...address, city_id: 424242 })).status).toBe(
        404,
      );
      const nul = await post("/checkout/delivery/3/calculate", { address: "ул\u0000", city_id: 1 });
      expect(nul.status).toBe(400);
    });

    it("POST …/4/estimate: same-day to coordinates near a store; too far or another method → 400", async () => {
      const shopper = await shopperWith([[M100_85, 1]]);
      const post = (url: string, payload: unknown) => call(ctx().app, shopper, "POST", url, payload);
      const near = await post("/checkout/delivery/4/estimate", {
        lat: 56.8405,
        lon: 60.6155,
        address: "г Екатеринбург, пр-кт Ленина, д 50",
        city_id: 1,
      });
      expect(near.status).toBe(200);
      expect(near.body).toMatchObject({ term: 0, termLabel: "сегодня", class: "yandex-day-delivery" });
      expect(near.body.address).toMatchObject({ lat: 56.8405, lon: 60.6155 });
      expect((near.body as TDeliveryCalculation).cost).toBeGreaterThanOrEqual(390_00);
      expect(
        await post("/checkout/delivery/3/estimate", {
          lat: 56.84,
          lon: 60.61,
          address: "пр-кт Ленина, 50",
          city_id: 1,
        }),
      ).toMatchObject({ status: 400, body: { message: M.estimateOnly } });
      const badLat = await post("/checkout/delivery/4/estimate", {
        lat: 91,
        lon: 60,
        address: "x",
        city_id: 1,
      });
      expect(badLat.body.errors.lat).toEqual([M.latitude]);
      // 60 km out of town, and no street of the city in the text
      expect(
        await post("/checkout/delivery/4/estimate", {
          lat: 57.4,
          lon: 61.4,
          address: "где-то в лесу",
          city_id: 1,
        }),
      ).toMatchObject({ status: 400, body: { message: M.notAvailable } });
    });

    it("GET /checkout/address-suggestions: streets by prefix, houses, another city, bounded query", async () => {
      const get = (url: string) => call(ctx().app, null, "GET", url);
      const streets = await get(`/checkout/address-suggestions?query=${encodeURIComponent("малыш")}`);
      expect(streets.status).toBe(200);
      expect(streets.body.suggestions[0]).toMatchObject({
        value: "г Екатеринбург, ул Малышева",
        short: "ул Малышева",
        house: "",
        city_id: 1,
      });
      const houses = await get(`/checkout/address-suggestions?query=${encodeURIComponent("Малышева 5")}`);
      expect(houses.body.suggestions.map((s: { house: string }) => s.house)).toEqual([
        "5",
        "50",
        "51",
        "52",
        "53",
        "54",
        "55",
        "56",
        "57",
        "58",
      ]);
      const msk = await get(
        `/checkout/address-suggestions?city_id=2&query=${encodeURIComponent("тверская 7")}`,
      );
      expect(msk.body.suggestions[0]).toMatchObject({ value: "г Москва, ул Тверская, д 7", city_id: 2 });
      expect((await get("/checkout/address-suggestions?query=")).body).toEqual({ suggestions: [] });
      const long = await get(`/checkout/address-suggestions?query=${"а".repeat(121)}`);
      expect(long).toMatchObject({ status: 400, body: { errors: { query: [M.query] } } });
    });

    it("query budgets of the delivery calls", async () => {
      const shopper = await shopperWith([
        [M100_85, 1],
        [M150_90, 1],
      ]);
      const measure = async (
        who: TShopper | null,
        method: "GET" | "POST",
        url: string,
        payload?: unknown,
      ) => {
        ctx().resetQueries();
        const res = await call(ctx().app, who, method, url, payload);
        expect(res.status).toBe(200);
        return ctx().queries.length;
      };
      expect(await measure(shopper, "GET", "/checkout/data")).toBe(BUDGET.checkoutData);
      expect(await measure(null, "GET", "/checkout/data")).toBe(BUDGET.checkoutDataGuest);
      expect(await measure(shopper, "GET", "/checkout/pickup-points")).toBe(BUDGET.pickupPoints);
      const address = { address: "ул Малышева, 51", city_id: 1 };
      expect(await measure(shopper, "POST", "/checkout/delivery/3/calculate", address)).toBe(
        BUDGET.calculate,
      );
      expect(await measure(null, "GET", "/checkout/address-suggestions?city_id=1&query=lenin")).toBe(
        BUDGET.suggestions,
      );
    });

    it("classes switched off in excludedPickupClasses leave the lists", async () => {
      const db = ctx().db;
      await db
        .update(siteVars)
        .set({ value: "partner-pickup, yandex-day-delivery" })
        .where(eq(siteVars.key, "excludedPickupClasses"));
      try {
        const shopper = await shopperWith([[M100_85, 1]]);
        const points = (await call(ctx().app, shopper, "GET", "/checkout/pickup-points"))
          .body as TPickupPoints;
        expect(points.groups.map((g) => g.class)).toEqual(["store-pickup"]);
        expect(points.excluded_classes).toEqual(["partner-pickup", "yandex-day-delivery"]);
        const data = (await call(ctx().app, shopper, "GET", "/checkout/data")).body as TCheckoutData;
        expect(data.deliveries.map((d) => d.class)).toEqual(["store-pickup", "courier"]);
        const estimate = await call(ctx().app, shopper, "POST", "/checkout/delivery/4/estimate", {
          lat: 56.84,
          lon: 60.61,
          address: "пр-кт Ленина, 50",
          city_id: 1,
        });
        expect(estimate).toMatchObject({ status: 400, body: { message: M.notAvailable } });
      } finally {
        await db.update(siteVars).set({ value: "" }).where(eq(siteVars.key, "excludedPickupClasses"));
      }
    });
  },
  {
    prepare: insertDeliveryFixture,
    app: { now: () => MORNING, marketing: { intervalMs: 0, wakeOnWrite: false } },
  },
);
