import { ACCOUNT_MESSAGES } from "@optika/api-contract";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { authTokens, phoneCodes } from "../../db/schema.ts";
import { createSimulatedSmsGateway } from "../../integrations/sms/simulated-sms-gateway.ts";
import { buildTestApp, describeOnEngines } from "../../test/harness.ts";
import { freshCaller, get, latestCode, otherCode, post } from "./account-test-client.ts";

const sms = createSimulatedSmsGateway();
let clock = new Date("2026-03-01T10:00:00Z");
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

let phoneSeq = 100;
/** A phone no other test uses: digits-only form and a masked form. */
function freshPhone(): { digits: string; masked: string } {
  const n = String(phoneSeq++).padStart(7, "0");
  return { digits: `7912${n}`, masked: `+7 (912) ${n.slice(0, 3)} ${n.slice(3, 5)} ${n.slice(5)}` };
}

describeOnEngines(
  "phone code sign-in",
  (ctx) => {
    it("registers a new shopper: check-exist → signup (call) → confirm/phone → signed in with a cookie", async () => {
      const caller = freshCaller();
      const phone = freshPhone();
      expect((await post(ctx().app, caller, "/users/check-exist", { phone: phone.masked })).body).toEqual({
        exists: false,
      });
      const sent = await post(ctx().app, caller, "/users/signup", { phone: phone.masked });
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({
        message: "Звонок отправлен",
        channel: "call",
        hint: "Введите последние 4 цифры входящего номера",
        resend_after_seconds: 60,
      });
      const [call] = sms.outbox(phone.digits);
      expect(call?.channel).toBe("call");
      expect(call?.text).toMatch(/^7\d{10}$/);
      // 'Отправить код в СМС': the resend comes by SMS, as the popup then says
      const resent = await post(ctx().app, caller, "/users/signup", { phone: phone.masked, repeat: 1 });
      expect([resent.status, resent.body.channel, resent.body.hint]).toEqual([
        200,
        "sms",
        "Введите 4 цифры из входящего смс",
      ]);
      expect(sms.outbox(phone.digits)[0]?.channel).toBe("sms");

      const confirmed = await post(ctx().app, caller, "/users/confirm/phone", {
        phone: phone.digits,
        token: latestCode(sms, phone.digits),
      });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.is_new).toBe(true);
      expect(confirmed.body.user).toMatchObject({ phone: phone.digits, name: null });
      const cookie = confirmed.cookies.find((c) => c.name === "authToken");
      expect(cookie).toMatchObject({
        value: confirmed.body.token,
        httpOnly: true,
        sameSite: "Lax",
        path: "/",
      });
      expect(cookie?.maxAge).toBe(5 * 365 * 86_400);
      expect(cookie?.secure).toBeFalsy();

      const me = await get(
        ctx().app,
        { ip: caller.ip, headers: { cookie: `authToken=${confirmed.body.token}` } },
        "/auth/user",
      );
      expect(me.body.user).toMatchObject({ id: confirmed.body.user.id, phone: phone.digits });
      expect((await post(ctx().app, caller, "/users/check-exist", { phone: phone.digits })).body.exists).toBe(
        true,
      );
      const again = await post(ctx().app, freshCaller(), "/users/signup", { phone: phone.digits });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ message: ACCOUNT_MESSAGES.userExists, reason: "user_exists" });
    });

    it("signs an existing shopper in with a call code, then an SMS on repeat; the bearer header works too", async () => {
      const phone = freshPhone();
      const first = await signUp(phone.digits);
      const caller = freshCaller();
      const call = await post(ctx().app, caller, "/users/request", { username: phone.masked });
      expect(call.body.message).toBe("Звонок отправлен");
      const repeat = await post(ctx().app, caller, "/users/request", { username: phone.digits, repeat: 1 });
      expect(repeat.status).toBe(200);
      expect(repeat.body).toMatchObject({
        message: "СМС отправлено",
        channel: "sms",
        hint: "Введите 4 цифры из входящего смс",
      });
      expect(sms.outbox(phone.digits)[0]?.text).toMatch(/^Код для входа: \d{4}$/);
      const login = await post(ctx().app, caller, "/users/login", {
        username: phone.digits,
        password: latestCode(sms, phone.digits),
      });
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({ is_new: false, user: { id: first.user.id } });
      const me = await get(
        ctx().app,
        { ip: caller.ip, headers: { authorization: `Bearer ${login.body.token}` } },
        "/auth/user",
      );
      expect(me.body.user.id).toBe(first.user.id);
    });

    it("refuses a wrong code with 'Введен неправильный код', a used code and the older code after a resend", async () => {
      const phone = freshPhone();
      await signUp(phone.digits);
      const caller = freshCaller();
      await post(ctx().app, caller, "/users/request", { username: phone.digits });
      const older = latestCode(sms, phone.digits);
      await post(ctx().app, caller, "/users/request", { username: phone.digits, repeat: true });
      const code = latestCode(sms, phone.digits);
      if (older !== code) {
        const stale = await post(ctx().app, caller, "/users/login", {
          username: phone.digits,
          password: older,
        });
        expect(stale.status).toBe(400);
      }
      const wrong = await post(ctx().app, caller, "/users/login", {
        username: phone.digits,
        password: otherCode(code),
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({
        message: "Введен неправильный код",
        reason: "wrong_code",
        errors: { password: ["Введен неправильный код"] },
      });
      expect(
        (await post(ctx().app, caller, "/users/login", { username: phone.digits, password: code })).status,
      ).toBe(200);
      const reused = await post(ctx().app, caller, "/users/login", {
        username: phone.digits,
        password: code,
      });
      expect(reused.status).toBe(400);
      expect(reused.body).toMatchObject({ message: "Запросите новый код", reason: "request_new_code" });
    });

    it("a code expires after 5 minutes (injected clock)", async () => {
      const phone = freshPhone();
      const caller = freshCaller();
      await post(ctx().app, caller, "/users/signup", { phone: phone.digits });
      const code = latestCode(sms, phone.digits);
      advance(5 * 60_000);
      const late = await post(ctx().app, caller, "/users/confirm/phone", {
        phone: phone.digits,
        token: code,
      });
      expect(late.status).toBe(400);
      expect(late.body).toMatchObject({
        message: "Запросите новый код",
        reason: "request_new_code",
        errors: { token: ["Запросите новый код"] },
      });
      expect((await post(ctx().app, caller, "/users/check-exist", { phone: phone.digits })).body.exists).toBe(
        false,
      );
    });

    it("allows 5 wrong tries per code: the 5th kills it, even the right code is refused afterwards", async () => {
      const phone = freshPhone();
      const caller = freshCaller();
      await post(ctx().app, caller, "/users/signup", { phone: phone.digits });
      const code = latestCode(sms, phone.digits);
      const answers: string[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await post(ctx().app, caller, "/users/confirm/phone", {
          phone: phone.digits,
          token: otherCode(code),
        });
        answers.push(res.body.reason);
      }
      expect(answers).toEqual(["wrong_code", "wrong_code", "wrong_code", "wrong_code", "request_new_code"]);
      const right = await post(ctx().app, caller, "/users/confirm/phone", {
        phone: phone.digits,
        token: code,
      });
      expect(right.status).toBe(400);
      expect(right.body.reason).toBe("request_new_code");
    });

    it("sends at most 3 codes per phone in 15 minutes and 10 a day, with a 429 and Retry-After", async () => {
      const phone = freshPhone();
      const statuses: number[] = [];
      let refused: Awaited<ReturnType<typeof post>> | undefined;
      for (let i = 0; i < 4; i++) {
        const res = await post(ctx().app, freshCaller(), "/users/request", { username: phone.digits });
        statuses.push(res.status);
        if (res.status === 429) refused = res;
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(refused?.body).toMatchObject({
        message: ACCOUNT_MESSAGES.tooManyCodesWindow,
        reason: "too_many",
      });
      expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
      expect(sms.outbox(phone.digits)).toHaveLength(3);
      // 15 minutes on: three more; then again; then the day's tenth and the refusal
      let sentToday = 3;
      while (sentToday < 10) {
        advance(15 * 60_000 + 1);
        for (let i = 0; i < 3 && sentToday < 10; i++, sentToday++) {
          expect(
            (await post(ctx().app, freshCaller(), "/users/request", { username: phone.digits })).status,
          ).toBe(200);
        }
      }
      advance(15 * 60_000 + 1);
      const daily = await post(ctx().app, freshCaller(), "/users/request", { username: phone.digits });
      expect(daily.status).toBe(429);
      expect(daily.body.message).toBe(ACCOUNT_MESSAGES.tooManyCodesDay);
      expect(sms.outbox(phone.digits)).toHaveLength(10);
    });

    it("limits sends per client address (10 in 15 minutes)", async () => {
      const caller = freshCaller();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        statuses.push(
          (await post(ctx().app, caller, "/users/request", { username: freshPhone().digits })).status,
        );
      }
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      const last = await post(ctx().app, caller, "/users/request", { username: freshPhone().digits });
      expect(last.status).toBe(429);
      expect(last.body.message).toBe(ACCOUNT_MESSAGES.tooManyFromAddress);
    });

    it("takes the per-address limit from SIGN_IN_CODES_PER_ADDRESS_MAX (a test suite behind one address raises it)", async () => {
      const app = await buildTestApp(ctx().db, { env: { SIGN_IN_CODES_PER_ADDRESS_MAX: 2 } });
      try {
        const caller = freshCaller();
        const statuses: number[] = [];
        for (let i = 0; i < 3; i++) {
          statuses.push(
            (await post(app, caller, "/users/request", { username: freshPhone().digits })).status,
          );
        }
        expect(statuses).toEqual([200, 200, 429]);
      } finally {
        await app.close();
      }
    });

    it("answers a provider outage with 503 'Ошибка сервера, повторите попытку позднее.' and does not count the send", async () => {
      const phone = freshPhone();
      const caller = freshCaller();
      sms.failNext(1);
      const failed = await post(ctx().app, caller, "/users/request", { username: phone.digits });
      expect(failed.status).toBe(503);
      expect(failed.body).toEqual({
        message: "Ошибка сервера, повторите попытку позднее.",
        reason: "provider",
      });
      const rows = await ctx().db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone.digits));
      expect(rows).toHaveLength(0);
      expect((await post(ctx().app, caller, "/users/request", { username: phone.digits })).status).toBe(200);
    });

    it.each([
      ["/users/request", { username: "+7 (912) 34" }, "username", "Неверный формат номера"],
      ["/users/request", { username: "" }, "username", "Обязательно к заполнению"],
      ["/users/signup", { phone: "9123456789012345" }, "phone", "Неверный формат номера"],
      ["/users/check-exist", { phone: "abc" }, "phone", "Неверный формат номера"],
      [
        "/users/login",
        { username: "+7 (812) 345 67 89", password: "1234" },
        "username",
        "Неверный формат номера",
      ],
      [
        "/users/confirm/phone",
        { phone: "79123456789", token: "12a" },
        "token",
        "Код должен состоять из 4х символов",
      ],
      ["/users/registration", { phone: "+7 (912) 345", name: "Анна" }, "phone", "Некорректно набран номер"],
      ["/users/request-password", { phone: "1".repeat(40) }, "phone", "Слишком длинное значение"],
      ["/auth/login", { username: "+7 (912) 345", password: "x" }, "username", "Некорректно набран номер"],
    ])("%s answers %j with 400 and a field message", async (url, payload, field, message) => {
      const res = await post(ctx().app, freshCaller(), url, payload);
      expect(res.status).toBe(400);
      expect(res.body.errors?.[field]).toEqual([message]);
    });

    it("rotates the token at every sign-in and revokes the browser's previous one; logout revokes and clears the cookie", async () => {
      const phone = freshPhone();
      const first = await signUp(phone.digits);
      const caller = freshCaller({ cookie: `authToken=${first.token}` });
      await post(ctx().app, caller, "/users/request", { username: phone.digits });
      const second = await post(ctx().app, caller, "/users/login", {
        username: phone.digits,
        password: latestCode(sms, phone.digits),
      });
      expect(second.status).toBe(200);
      expect(second.body.token).not.toBe(first.token);
      const asFirst = await get(
        ctx().app,
        { ip: caller.ip, headers: { authorization: `Bearer ${first.token}` } },
        "/auth/user",
      );
      expect(asFirst.body.user).toBeNull();
      const signedIn = { ip: caller.ip, headers: { authorization: `Bearer ${second.body.token}` } };
      expect((await get(ctx().app, signedIn, "/auth/user")).body.user.id).toBe(first.user.id);

      const out = await post(ctx().app, signedIn, "/auth/logout");
      expect(out.status).toBe(200);
      expect(out.body.message).toBe(ACCOUNT_MESSAGES.loggedOut);
      const cleared = out.cookies.find((c) => c.name === "authToken");
      expect(cleared?.value).toBe("");
      // the badge counts described the user's cart and wishlist: dropped with the sign-out
      for (const name of ["cart_count", "wishlist_count"]) {
        expect(out.cookies.find((c) => c.name === name)?.value).toBe("");
      }
      expect((await get(ctx().app, signedIn, "/auth/user")).body.user).toBeNull();
      const stored = await ctx().db.select().from(authTokens).where(eq(authTokens.userId, first.user.id));
      expect(stored).toHaveLength(2);
      expect(stored.every((t) => t.revokedAt !== null)).toBe(true);
      expect(stored.map((t) => t.tokenHash)).not.toContain(first.token);
    });

    it("merges the guest cart and wishlist into the user's at sign-in", async () => {
      const session = await ctx().app.inject({
        method: "PUT",
        url: "/cities/current",
        payload: { city_id: 1 },
      });
      const guest = {
        ip: freshCaller().ip,
        headers: { "x-session-token": String(session.headers["x-session-token"]) },
      };
      const added = await post(ctx().app, guest, "/cart", { product_id: 102, quantity: 2 });
      expect(added.status).toBe(200);
      expect((await post(ctx().app, guest, "/wishlist", { product_id: 103 })).status).toBe(200);

      const phone = freshPhone();
      await post(ctx().app, guest, "/users/signup", { phone: phone.digits });
      const signedIn = await post(ctx().app, guest, "/users/confirm/phone", {
        phone: phone.digits,
        token: latestCode(sms, phone.digits),
      });
      expect(signedIn.status).toBe(200);
      // the guest's badge counts no longer describe the merged cart: dropped until GET /cart sets them
      for (const name of ["cart_count", "wishlist_count"]) {
        expect(signedIn.cookies.find((c) => c.name === name)?.value).toBe("");
      }
      const user = { ip: guest.ip, headers: { authorization: `Bearer ${signedIn.body.token}` } };
      const cart = await get(ctx().app, user, "/cart");
      expect(
        cart.body.items.map((i: { product: { id: number }; quantity: number }) => [i.product.id, i.quantity]),
      ).toEqual([[102, 2]]);
      const wishlist = await get(ctx().app, user, "/wishlist");
      expect(wishlist.body.items.map((i: { product_id: number }) => i.product_id)).toEqual([103]);
      // the guest session's own cart is gone: it became the user's
      expect((await get(ctx().app, guest, "/cart")).body.count).toBe(0);
    });

    it("asks for reCAPTCHA when useReCaptchaForAuth is nonzero; the simulator accepts its test token", async () => {
      await ctx().db.execute(
        "insert into site_vars (key, value) values ('useReCaptchaForAuth', '1') on conflict (key) do update set value = '1'" as never,
      );
      try {
        const phone = freshPhone();
        const refused = await post(ctx().app, freshCaller(), "/users/request", { username: phone.digits });
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({ message: "Подтвердите, что вы не робот", reason: "recaptcha" });
        const wrong = await post(ctx().app, freshCaller(), "/users/request", {
          username: phone.digits,
          "g-recaptcha-response": "nope",
        });
        expect(wrong.status).toBe(400);
        const ok = await post(ctx().app, freshCaller(), "/users/request", {
          username: phone.digits,
          "g-recaptcha-response": "recaptcha-test-pass",
        });
        expect(ok.status).toBe(200);
      } finally {
        await ctx().db.execute("update site_vars set value = '0' where key = 'useReCaptchaForAuth'" as never);
      }
    });

    /** A new account by code; returns the sign-in answer. */
    async function signUp(phone: string) {
      const caller = freshCaller();
      await post(ctx().app, caller, "/users/signup", { phone });
      const res = await post(ctx().app, caller, "/users/confirm/phone", {
        phone,
        token: latestCode(sms, phone),
      });
      expect(res.status).toBe(200);
      return res.body as { token: string; user: { id: number } };
    }
  },
  { app: { sms, now: () => clock } },
);
