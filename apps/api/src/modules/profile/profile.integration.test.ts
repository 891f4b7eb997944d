import { ACCOUNT_MESSAGES } from "@optika/api-contract";
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { bonusEntries, giftCertificates, marketingEvents } from "../../db/schema.ts";
import { createSimulatedSmsGateway } from "../../integrations/sms/simulated-sms-gateway.ts";
import { describeOnEngines } from "../../test/harness.ts";
import { freshCaller, get, latestCode, post, type TCaller } from "../users/account-test-client.ts";
import { isEan13 } from "./card-number.ts";

const sms = createSimulatedSmsGateway();
let clock = new Date("2026-03-01T10:00:00Z");

async function put(
  ctxApp: import("fastify").FastifyInstance,
  caller: TCaller,
  url: string,
  payload: unknown,
) {
  const res = await ctxApp.inject({
    method: "PUT",
    url,
    remoteAddress: caller.ip,
    headers: caller.headers ?? {},
    payload: payload as object,
  });
  return { status: res.statusCode, body: res.json() };
}

describeOnEngines(
  "accounts: password sign-in and the profile",
  (ctx) => {
    it("registration sends a password by SMS; login with it; a new password only after more than a minute", async () => {
      const phone = "79330000001";
      const caller = freshCaller();
      const registered = await post(ctx().app, caller, "/users/registration", {
        phone: "+7 (933) 000 00 01",
        name: " Анна ",
      });
      expect(registered.status).toBe(201);
      expect(registered.body).toEqual({ message: "Вы зарегистрированы. Пароль отправлен в СМС" });
      const first = sms.outbox(phone)[0]?.text.split(": ")[1] ?? "";
      expect((await post(ctx().app, caller, "/users/registration", { phone, name: "Анна" })).status).toBe(
        409,
      );

      const wrong = await post(ctx().app, caller, "/auth/login", { username: phone, password: "not-it" });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toMatchObject({ message: ACCOUNT_MESSAGES.wrongPassword, reason: "wrong_password" });
      const unknown = await post(ctx().app, caller, "/auth/login", {
        username: "79330009999",
        password: "x",
      });
      expect(unknown.body).toEqual(wrong.body);

      const login = await post(ctx().app, caller, "/auth/login", { username: phone, password: first });
      expect(login.status).toBe(200);
      expect(login.body.user).toMatchObject({ phone, name: "Анна" });
      expect(login.cookies.find((c) => c.name === "authToken")?.httpOnly).toBe(true);

      const tooSoon = await post(ctx().app, caller, "/users/request-password", { phone });
      expect(tooSoon.status).toBe(429);
      expect(tooSoon.body).toMatchObject({
        message: ACCOUNT_MESSAGES.passwordTooSoon,
        reason: "password_too_soon",
      });
      clock = new Date(clock.getTime() + 60_001);
      const again = await post(ctx().app, caller, "/users/request-password", { phone });
      expect(again.status).toBe(200);
      expect(again.body.message).toBe("Пароль отправлен в СМС");
      const second = sms.outbox(phone)[0]?.text.split(": ")[1] ?? "";
      expect(second).not.toBe(first);
      expect(
        (await post(ctx().app, caller, "/auth/login", { username: phone, password: first })).status,
      ).toBe(401);
      expect(
        (await post(ctx().app, caller, "/auth/login", { username: phone, password: second })).status,
      ).toBe(200);
      const nobody = await post(ctx().app, caller, "/users/request-password", { phone: "79330009999" });
      expect(nobody.status).toBe(404);
    });

    it("stops password guessing after 10 wrong tries per phone in 15 minutes", async () => {
      const phone = "79330000002";
      await post(ctx().app, freshCaller(), "/users/registration", { phone, name: "Борис" });
      const password = sms.outbox(phone)[0]?.text.split(": ")[1] ?? "";
      for (let i = 0; i < 10; i++) {
        expect(
          (await post(ctx().app, freshCaller(), "/auth/login", { username: phone, password: `wrong${i}` }))
            .status,
        ).toBe(401);
      }
      const locked = await post(ctx().app, freshCaller(), "/auth/login", { username: phone, password });
      expect(locked.status).toBe(429);
      expect(locked.body.message).toBe(ACCOUNT_MESSAGES.tooManyPasswordTries);
      clock = new Date(clock.getTime() + 15 * 60_000 + 1);
      expect(
        (await post(ctx().app, freshCaller(), "/auth/login", { username: phone, password })).status,
      ).toBe(200);
    });

    it("answers a provider outage at registration with 503 and keeps no half account", async () => {
      sms.failNext(1);
      const res = await post(ctx().app, freshCaller(), "/users/registration", {
        phone: "79330000003",
        name: "Вера",
      });
      expect(res.status).toBe(503);
      expect(res.body.message).toBe("Ошибка сервера, повторите попытку позднее.");
      expect(
        (await post(ctx().app, freshCaller(), "/users/check-exist", { phone: "79330000003" })).body.exists,
      ).toBe(false);
    });

    it("reads and saves the profile; the marketing service hears users/edit-profile", async () => {
      const user = await signIn("79330000010");
      const profile = await get(ctx().app, user.caller, "/users/profile");
      expect(profile.status).toBe(200);
      expect(profile.body.profile).toEqual({
        id: user.id,
        phone: "79330000010",
        name: null,
        email: null,
        birthday: null,
        is_marketing: true,
      });
      const saved = await put(ctx().app, user.caller, "/users/profile", {
        name: "Галина",
        email: "Galina@Example.ru",
        birthday: "1990-05-17",
        is_marketing: false,
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({
        message: "Данные сохранены",
        profile: {
          id: user.id,
          phone: "79330000010",
          name: "Галина",
          email: "galina@example.ru",
          birthday: "1990-05-17",
          is_marketing: false,
        },
      });
      const events = await ctx()
        .db.select()
        .from(marketingEvents)
        .where(eq(marketingEvents.kind, "users/edit-profile"));
      expect(events.some((e) => (e.payload as { user_id: number }).user_id === user.id)).toBe(true);

      const bad = await put(ctx().app, user.caller, "/users/profile", {
        name: "",
        email: "x@",
        birthday: "2999-01-01",
        is_marketing: 2,
      });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors).sort()).toEqual(["birthday", "email", "is_marketing", "name"]);
      const future = await put(ctx().app, user.caller, "/users/profile", {
        name: "Г",
        birthday: "2027-01-01",
        is_marketing: 1,
      });
      expect(future.status).toBe(400);
      expect(future.body.errors).toEqual({ birthday: ["Некорректная дата рождения"] });
    });

    it("answers a guest with 401 'Пользователь не авторизован' on every profile call", async () => {
      for (const url of [
        "/users/profile",
        "/users/discount-cards",
        "/users/certificates",
        "/users/bonuses",
      ]) {
        const res = await get(ctx().app, freshCaller(), url);
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ message: "Пользователь не авторизован" });
        expect(res.headers["cache-control"]).toBe("private, no-store");
      }
      expect(
        (
          await post(
            ctx().app,
            freshCaller({ authorization: `Bearer ${"a".repeat(43)}` }),
            "/users/discount-cards",
          )
        ).status,
      ).toBe(401);
    });

    it("issues one virtual discount card (parallel calls included) and shows it by guid to its owner only", async () => {
      const user = await signIn("79330000011");
      expect((await get(ctx().app, user.caller, "/users/discount-cards")).body).toEqual({ cards: [] });
      const issued = await Promise.all(
        Array.from({ length: 20 }, () => post(ctx().app, user.caller, "/users/discount-cards")),
      );
      expect(issued.every((r) => r.status === 200)).toBe(true);
      expect(issued.filter((r) => r.body.is_new)).toHaveLength(1);
      const card = issued[0]?.body.card;
      expect(new Set(issued.map((r) => r.body.card.guid)).size).toBe(1);
      expect(isEan13(card.number)).toBe(true);
      expect(card).toMatchObject({ barcode_format: "ean13", kind: "virtual", discount_percent: 5 });
      expect((await get(ctx().app, user.caller, `/users/discount-cards/${card.guid}`)).body.card).toEqual(
        card,
      );
      const other = await signIn("79330000012");
      expect((await get(ctx().app, other.caller, `/users/discount-cards/${card.guid}`)).status).toBe(404);
      expect((await get(ctx().app, user.caller, "/users/discount-cards/not-a-guid")).status).toBe(400);
    });

    it("lists certificates with their status and the bonus balance with its history", async () => {
      const user = await signIn("79330000013");
      await ctx()
        .db.insert(giftCertificates)
        .values([
          {
            code: "CERT-T-1",
            userId: user.id,
            nominal: 100_000,
            balance: 100_000,
            issuedAt: new Date("2026-01-01"),
            expiresAt: "2027-01-01",
          },
          {
            code: "CERT-T-2",
            userId: user.id,
            nominal: 300_000,
            balance: 0,
            issuedAt: new Date("2025-06-01"),
            expiresAt: "2026-06-01",
          },
          {
            code: "CERT-T-3",
            userId: user.id,
            nominal: 50_000,
            balance: 50_000,
            issuedAt: new Date("2024-01-01"),
            expiresAt: "2025-01-01",
          },
        ]);
      const certificates = await get(ctx().app, user.caller, "/users/certificates");
      expect(
        certificates.body.certificates.map((c: { code: string; status: string }) => [c.code, c.status]),
      ).toEqual([
        ["CERT-T-1", "active"],
        ["CERT-T-2", "used"],
        ["CERT-T-3", "expired"],
      ]);
      expect((await get(ctx().app, user.caller, "/users/bonuses")).body).toEqual({ balance: 0, history: [] });
      await ctx()
        .db.insert(bonusEntries)
        .values([
          {
            userId: user.id,
            amount: 120,
            kind: "accrual",
            description: "Заказ №1",
            createdAt: new Date("2026-01-10"),
          },
          {
            userId: user.id,
            amount: -50,
            kind: "spending",
            description: "Заказ №2",
            createdAt: new Date("2026-02-10"),
          },
        ]);
      const bonuses = await get(ctx().app, user.caller, "/users/bonuses");
      expect(bonuses.body.balance).toBe(70);
      expect(bonuses.body.history.map((e: { amount: number }) => e.amount)).toEqual([-50, 120]);
      const stored = await ctx()
        .db.select()
        .from(bonusEntries)
        .where(and(eq(bonusEntries.userId, user.id)));
      expect(stored).toHaveLength(2);
    });

    async function signIn(phone: string): Promise<{ id: number; caller: TCaller }> {
      const caller = freshCaller();
      await post(ctx().app, caller, "/users/signup", { phone });
      const res = await post(ctx().app, caller, "/users/confirm/phone", {
        phone,
        token: latestCode(sms, phone),
      });
      expect(res.status).toBe(200);
      return {
        id: res.body.user.id,
        caller: { ip: caller.ip, headers: { authorization: `Bearer ${res.body.token}` } },
      };
    }
  },
  { app: { sms, now: () => clock } },
);
