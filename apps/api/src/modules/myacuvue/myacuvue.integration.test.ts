import { ACCOUNT_MESSAGES, MYACUVUE_MESSAGES } from "@optika/api-contract";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { myAcuvueMembers } from "../../db/schema.ts";
import { HttpError } from "../../http/index.ts";
import { createSimulatedSmsGateway } from "../../integrations/sms/simulated-sms-gateway.ts";
import { insertFixture } from "../../test/fixture.ts";
import { buildTestApp, describeOnEngines } from "../../test/harness.ts";
import { createOrder } from "../orders/create-order.ts";
import { call, checkout, newShopper, pickupBody, shopperWithCart } from "../orders/order-test-client.ts";
import { freshCaller, get, latestCode, otherCode, post } from "../users/account-test-client.ts";
import { MYACUVUE_QUERY_BUDGETS } from "./query-budgets.ts";

const sms = createSimulatedSmsGateway();
const START = new Date("2026-11-27T09:00:00.000Z");
let clock = START;
const now = () => clock;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

const fitted = (productId: number) => ({
  productId,
  bonuses: 150,
  fittedAt: "2026-03-14",
  eyes: [
    { eye: "right" as const, parameters: [{ group: "Оптическая сила (Сфера)", value: "-1.00" }] },
    { eye: "left" as const, parameters: [{ group: "Оптическая сила (Сфера)", value: "-1.50" }] },
  ],
});
const valid = { validFrom: "2026-01-01", validTo: "2030-12-31" };

/** Members of the simulator for this suite (phones no other test here signs in with otherwise). */
const M = {
  with500: "79000000101",
  with300: "79000000102",
  without: "79000000103",
  concurrent: "79000000104",
  cancel: "79000000105",
  paid: "79000000106",
  limits: "79000000107",
  tries: "79000000108",
};

async function prepare(db: TDb): Promise<void> {
  await insertFixture(db);
  await db.insert(myAcuvueMembers).values([
    {
      phone: M.with500,
      firstName: "Анна",
      bonusBalance: 1250,
      fittedProducts: [fitted(101), fitted(999_999)],
      vouchers: [{ id: "T-500-A", amount: 500, ...valid }],
    },
    {
      phone: M.with300,
      firstName: "Игорь",
      fittedProducts: [fitted(103)],
      vouchers: [{ id: "T-300-B", amount: 300, ...valid }],
    },
    { phone: M.without, firstName: "Мария", fittedProducts: [fitted(102)] },
    { phone: M.concurrent, vouchers: [{ id: "T-300-C", amount: 300, ...valid }] },
    { phone: M.cancel, vouchers: [{ id: "T-500-D", amount: 500, ...valid }] },
    { phone: M.paid, vouchers: [{ id: "T-500-E", amount: 500, ...valid }] },
    { phone: M.limits },
    { phone: M.tries },
  ]);
  // enough Acuvue Oasys (product 102, 1 590 ₽) in store 1 for the parallel checkouts
  await db.execute(sql`update stock set quantity = 500 where store_id = 1 and modification_id = 60102`);
}

describeOnEngines(
  "MyACUVUE",
  (ctx) => {
    /** Requests a PIN and confirms it: the sign-in's answer (token, user, is_new). */
    async function signInWithPin(phone: string) {
      const caller = freshCaller();
      const sent = await post(ctx().app, caller, "/myacuvue/request-password", { phone });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const confirmed = await post(ctx().app, caller, "/myacuvue/confirm-password", {
        phone,
        password: latestCode(sms, phone),
      });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      return confirmed;
    }

    async function memberWithCart(phone: string, lines: Array<{ product_id: number; quantity?: number }>) {
      const { body } = await signInWithPin(phone);
      const shopper = await newShopper(ctx().app, { authorization: `Bearer ${body.token}` });
      for (const line of lines) {
        const res = await call(ctx().app, shopper, "POST", "/cart", line);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
      return shopper;
    }

    const profileOf = async (token: string) =>
      get(ctx().app, { ip: "10.9.9.9", headers: { cookie: `authToken=${token}` } }, "/myacuvue/me");

    it("a member gets a PIN by SMS; the PIN signs in (creating the shop account) and opens the profile", async () => {
      clock = START;
      const caller = freshCaller();
      ctx().resetQueries();
      const sent = await post(ctx().app, caller, "/myacuvue/request-password", {
        phone: "+7 (900) 000-01-03",
      });
      expect(ctx().queries.length).toBeLessThanOrEqual(MYACUVUE_QUERY_BUDGETS.requestPassword);
      expect(sent.status).toBe(200);
      expect(sent.body).toMatchObject({ channel: "sms", resend_after_seconds: 60 });
      const [message] = sms.outbox(M.without);
      expect(message?.channel).toBe("sms");
      expect(message?.text).toMatch(/\d{4}$/);

      ctx().resetQueries();
      const confirmed = await post(ctx().app, caller, "/myacuvue/confirm-password", {
        phone: M.without,
        password: latestCode(sms, M.without),
      });
      expect(ctx().queries.length).toBeLessThanOrEqual(MYACUVUE_QUERY_BUDGETS.confirmPassword);
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toMatchObject({ is_new: true, user: { phone: M.without } });
      const cookie = confirmed.cookies.find((c) => c.name === "authToken");
      expect(cookie).toMatchObject({ value: confirmed.body.token, httpOnly: true });

      const user = await get(
        ctx().app,
        { ip: caller.ip, headers: { cookie: `authToken=${cookie?.value}` } },
        "/auth/user",
      );
      expect(user.body.user).toMatchObject({ phone: M.without });

      ctx().resetQueries();
      const profile = await profileOf(confirmed.body.token);
      expect(ctx().queries.length).toBeLessThanOrEqual(MYACUVUE_QUERY_BUDGETS.getProfile);
      expect(profile.status).toBe(200);
      expect(profile.body).toEqual({
        phone: M.without,
        first_name: "Мария",
        bonus_balance: 0,
        fitted_products: {
          "102": {
            product_id: 102,
            name: "Acuvue Oasys",
            slug: "acuvue-oasys",
            bonuses: 150,
            fitted_at: "2026-03-14",
            eyes: fitted(102).eyes,
          },
        },
        discount_vouchers: [],
      });

      // the same PIN again: used
      const again = await post(ctx().app, caller, "/myacuvue/confirm-password", {
        phone: M.without,
        password: latestCode(sms, M.without),
      });
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({
        message: MYACUVUE_MESSAGES.requestNewPin,
        reason: "request_new_code",
      });
    });

    it("signs an existing shop account in (not new) and shows its vouchers; the profile needs the cookie", async () => {
      clock = START;
      const first = await signInWithPin(M.with500);
      const second = await signInWithPin(M.with500);
      expect(second.body.is_new).toBe(false);
      expect(second.body.user.id).toBe(first.body.user.id);
      const profile = await profileOf(second.body.token);
      expect(Object.keys(profile.body.fitted_products)).toEqual(["101"]); // unknown product 999999 left out
      expect(profile.body.discount_vouchers).toEqual([
        {
          id: "T-500-A",
          amount: 500,
          valid_from: "2026-01-01",
          valid_to: "2030-12-31",
          state: "active",
          used_at: null,
        },
      ]);

      ctx().resetQueries();
      const guest = await get(ctx().app, freshCaller(), "/myacuvue/me");
      expect(ctx().queries.length).toBeLessThanOrEqual(MYACUVUE_QUERY_BUDGETS.guestProfile);
      expect(guest.status).toBe(401);
      expect(guest.body.message).toBe(ACCOUNT_MESSAGES.unauthorized);
    });

    it("a phone outside the programme gets no PIN (404 not_member) and no profile", async () => {
      clock = START;
      const caller = freshCaller();
      // the simulated gateway's outbox is shared by both engines' runs: count from here
      const sentBefore = sms.outbox("79000000999").length;
      const refused = await post(ctx().app, caller, "/myacuvue/request-password", { phone: "79000000999" });
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ message: MYACUVUE_MESSAGES.notMember, reason: "not_member" });
      expect(sms.outbox("79000000999")).toHaveLength(sentBefore);
      const confirm = await post(ctx().app, caller, "/myacuvue/confirm-password", {
        phone: "79000000999",
        password: "1234",
      });
      expect(confirm.status).toBe(404);

      // a shop account that is no member: signed in by the shop's code, no MyACUVUE profile
      await post(ctx().app, caller, "/users/request", { username: "79000000999" });
      const signedIn = await post(ctx().app, caller, "/users/confirm/phone", {
        phone: "79000000999",
        token: latestCode(sms, "79000000999"),
      });
      const profile = await profileOf(signedIn.body.token);
      expect(profile.status).toBe(204);
      expect(profile.body).toBeNull();
    });

    it("a wrong PIN is 'Введен неправильный код'; the 5th, or an expired PIN, asks for a new one", async () => {
      clock = START;
      const caller = freshCaller();
      await post(ctx().app, caller, "/myacuvue/request-password", { phone: M.tries });
      const pin = latestCode(sms, M.tries);
      const wrong = await post(ctx().app, caller, "/myacuvue/confirm-password", {
        phone: M.tries,
        password: otherCode(pin),
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ message: "Введен неправильный код", reason: "wrong_code" });
      for (let i = 0; i < 3; i++) {
        await post(ctx().app, caller, "/myacuvue/confirm-password", {
          phone: M.tries,
          password: otherCode(pin),
        });
      }
      const fifth = await post(ctx().app, caller, "/myacuvue/confirm-password", {
        phone: M.tries,
        password: otherCode(pin),
      });
      expect(fifth.body).toMatchObject({
        message: "Please request a one-time pin",
        reason: "request_new_code",
      });
      const right = await post(ctx().app, caller, "/myacuvue/confirm-password", {
        phone: M.tries,
        password: pin,
      });
      expect(right.body.reason).toBe("request_new_code");

      await post(ctx().app, caller, "/myacuvue/request-password", { phone: M.tries });
      const fresh = latestCode(sms, M.tries);
      advance(5 * 60_000 + 1_000);
      const expired = await post(ctx().app, caller, "/myacuvue/confirm-password", {
        phone: M.tries,
        password: fresh,
      });
      expect(expired.status).toBe(400);
      expect(expired.body.message).toContain("Please request a one-time pin");

      const short = await post(ctx().app, caller, "/myacuvue/confirm-password", {
        phone: M.tries,
        password: "12a",
      });
      expect(short.status).toBe(400);
      expect(short.body.errors.password).toContain("Пин-код должен состоять из 4х символов");
    });

    it("sends at most 3 PINs per phone in 15 minutes (429 with Retry-After)", async () => {
      clock = START;
      const sentBefore = sms.outbox(M.limits).length;
      for (let i = 0; i < 3; i++) {
        const sent = await post(ctx().app, freshCaller(), "/myacuvue/request-password", { phone: M.limits });
        expect(sent.status).toBe(200);
      }
      const fourth = await post(ctx().app, freshCaller(), "/myacuvue/request-password", { phone: M.limits });
      expect(fourth.status).toBe(429);
      expect(fourth.body).toMatchObject({ message: ACCOUNT_MESSAGES.tooManyCodesWindow, reason: "too_many" });
      expect(Number(fourth.headers["retry-after"])).toBeGreaterThan(0);
      expect(sms.outbox(M.limits)).toHaveLength(sentBefore + 3);
    });

    it("offers the voucher on ACUVUE items and takes it off the order once", async () => {
      clock = START;
      // Acuvue Oasys 1 590 ₽ and a certificate 9907 (no brand)
      const shopper = await memberWithCart(M.with300, [{ product_id: 102 }, { product_id: 9907 }]);
      ctx().resetQueries();
      const offer = await call(ctx().app, shopper, "GET", "/myacuvue/checkout-vouchers");
      expect(ctx().queries.length, ctx().queries.join("\n")).toBeLessThanOrEqual(
        MYACUVUE_QUERY_BUDGETS.checkoutVouchers,
      );
      expect(offer.body).toEqual({
        vouchers: [{ id: "T-300-B", amount: 300, valid_to: "2030-12-31", discount: 30_000 }],
        acuvue_total: 159_000,
      });

      const order = await checkout(ctx().app, shopper, pickupBody({ myacuvue_voucher_id: "T-300-B" }));
      expect(order.status, JSON.stringify(order.body)).toBe(201);
      const placed = order.body.order;
      expect(placed.myacuvue_voucher).toEqual({
        id: "T-300-B",
        amount: 300,
        discount: 30_000,
        state: "reserved",
      });
      expect(placed.total).toBe(placed.items_total - 30_000 + placed.delivery.cost);

      const token = shopper.headers.authorization?.replace("Bearer ", "") ?? "";
      expect((await profileOf(token)).body.discount_vouchers[0].state).toBe("reserved");
      expect((await call(ctx().app, shopper, "GET", "/myacuvue/checkout-vouchers")).body.vouchers).toEqual(
        [],
      );

      await call(ctx().app, shopper, "POST", "/cart", { product_id: 102 });
      const twice = await checkout(ctx().app, shopper, pickupBody({ myacuvue_voucher_id: "T-300-B" }));
      expect(twice.status).toBe(422);
      expect(twice.body.message).toBe(MYACUVUE_MESSAGES.voucherUsed);
    });

    it("refuses a voucher for a guest, someone else's voucher, and a cart without ACUVUE", async () => {
      clock = START;
      const guest = await shopperWithCart(ctx().app, [{ product_id: 102 }]);
      const asGuest = await checkout(ctx().app, guest, pickupBody({ myacuvue_voucher_id: "T-500-A" }));
      expect(asGuest.status).toBe(422);
      expect(asGuest.body.errors.myacuvue_voucher_id).toEqual([MYACUVUE_MESSAGES.voucherSignIn]);

      const member = await memberWithCart(M.with500, [{ product_id: 9907 }]);
      const others = await checkout(ctx().app, member, pickupBody({ myacuvue_voucher_id: "T-300-C" }));
      expect(others.status).toBe(422);
      expect(others.body.message).toBe(MYACUVUE_MESSAGES.voucherNotFound);
      const noAcuvue = await checkout(ctx().app, member, pickupBody({ myacuvue_voucher_id: "T-500-A" }));
      expect(noAcuvue.status).toBe(422);
      expect(noAcuvue.body.message).toBe(MYACUVUE_MESSAGES.voucherNoAcuvue);
      expect((await call(ctx().app, member, "GET", "/myacuvue/checkout-vouchers")).body).toEqual({
        vouchers: [],
        acuvue_total: 0,
      });
    });

    it("of 50 parallel checkouts with the same voucher exactly one takes it", async () => {
      clock = START;
      const shoppers = await Promise.all(
        Array.from({ length: 50 }, () => shopperWithCart(ctx().app, [{ product_id: 102 }])),
      );
      const results = await Promise.allSettled(
        shoppers.map((shopper, i) =>
          createOrder(
            ctx().db,
            {
              quoteDelivery: async () => ({
                deliveryClass: "store-pickup",
                cost: 0,
                termDays: 3,
                termLabel: null,
                storeId: 1,
              }),
              reservationMinutes: 30,
            },
            {
              idempotencyKey: `voucher-race-${i}-${ctx().engine}`,
              request: {
                customer: { name: "Мария", phone: M.concurrent, email: null, is_marketing: false },
                delivery: { deliveryId: 1, type: "pickup", pointCode: "store-1" },
                payment: "on_receipt",
                bonuses: 0,
                myacuvue_voucher_id: "T-300-C",
              },
              owner: { kind: "session", sessionToken: String(shopper.headers["x-session-token"]) },
              userId: null,
              cityId: 1,
              deviceUuid: null,
              now: clock,
              voucher: { id: "T-300-C", amount: 300, phone: M.concurrent },
            },
          ),
        ),
      );
      const created = results.filter((r) => r.status === "fulfilled");
      const refused = results.filter((r) => r.status === "rejected");
      expect(created).toHaveLength(1);
      expect(refused).toHaveLength(49);
      for (const r of refused) {
        expect((r as PromiseRejectedResult).reason).toBeInstanceOf(HttpError);
        expect((r as PromiseRejectedResult).reason.message).toBe(MYACUVUE_MESSAGES.voucherUsed);
      }
      const [row] = await queryRows<{ live: number; orders: number }>(
        ctx().db,
        sql`select count(*) filter (where state <> 'released')::int as live,
              (select count(*)::int from orders where customer_phone = ${M.concurrent}) as orders
            from myacuvue_voucher_uses where voucher_id = 'T-300-C'`,
      );
      expect(row).toEqual({ live: 1, orders: 1 });
    });

    it("an unpaid order that expires gives its voucher back; a paid one uses it", async () => {
      clock = START;
      const leaver = await memberWithCart(M.cancel, [{ product_id: 102 }]);
      const unpaid = await checkout(
        ctx().app,
        leaver,
        pickupBody({ payment: "online", myacuvue_voucher_id: "T-500-D" }),
      );
      expect(unpaid.status, JSON.stringify(unpaid.body)).toBe(201);
      const token = leaver.headers.authorization?.replace("Bearer ", "") ?? "";
      expect((await profileOf(token)).body.discount_vouchers[0].state).toBe("reserved");
      advance(31 * 60_000);
      expect((await ctx().app.payments.runDue()).released).toBeGreaterThanOrEqual(1);
      const cancelled = (
        await ctx().app.inject({ method: "GET", url: `/orders/${unpaid.body.order.hash}` })
      ).json();
      expect(cancelled.status).toBe("cancelled");
      expect(cancelled.myacuvue_voucher.state).toBe("active");
      expect((await profileOf(token)).body.discount_vouchers[0].state).toBe("active");

      clock = START;
      const payer = await memberWithCart(M.paid, [{ product_id: 102 }]);
      const order = await checkout(
        ctx().app,
        payer,
        pickupBody({ payment: "online", myacuvue_voucher_id: "T-500-E" }),
      );
      expect(order.status).toBe(201);
      const hash = order.body.order.hash as string;
      const started = await ctx().app.inject({ method: "POST", url: `/orders/${hash}/payment` });
      const url = (started.json() as { confirmation_url: string }).confirmation_url.replace(/^\/api/, "");
      await ctx().app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "outcome=succeeded",
      });
      const paid = (await ctx().app.inject({ method: "GET", url: `/orders/${hash}` })).json();
      expect(paid.status).toBe("paid");
      expect(paid.myacuvue_voucher).toMatchObject({ id: "T-500-E", discount: 50_000, state: "used" });
      const payerToken = payer.headers.authorization?.replace("Bearer ", "") ?? "";
      expect((await profileOf(payerToken)).body.discount_vouchers[0].state).toBe("used");
    });

    it("is off with MYACUVUE_ENABLED=false: the config says so and the calls answer 404", async () => {
      const app = await buildTestApp(ctx().db, { sms, now, env: { MYACUVUE_ENABLED: false } });
      try {
        const config = (await app.inject({ method: "GET", url: "/configs" })).json();
        expect(config.config.myAcuvueEnabled).toBe(false);
        expect(
          (await ctx().app.inject({ method: "GET", url: "/configs" })).json().config.myAcuvueEnabled,
        ).toBe(true);
        const refused = await post(app, freshCaller(), "/myacuvue/request-password", { phone: M.with500 });
        expect(refused.status).toBe(404);
        expect(refused.body.message).toBe(MYACUVUE_MESSAGES.disabled);
      } finally {
        await app.close();
      }
    });
  },
  {
    prepare,
    app: { sms, now, payments: { intervalMs: 0 }, marketing: { intervalMs: 0, wakeOnWrite: false } },
    timeoutMs: 120_000,
  },
);
