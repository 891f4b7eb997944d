import { Writable } from "node:stream";
import { count, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { authTokens, phoneCodes } from "../../db/schema.ts";
import { createSimulatedSmsGateway } from "../../integrations/sms/simulated-sms-gateway.ts";
import { describeOnEngines } from "../../test/harness.ts";
import { freshCaller, get, latestCode, otherCode, post } from "./account-test-client.ts";

const sms = createSimulatedSmsGateway({ capacity: 10_000 });
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

describeOnEngines(
  "phone code sign-in under attack",
  (ctx) => {
    it("10 000 guesses against one phone, asking for new codes as the limits allow, get no session", async () => {
      const phone = "79220000001";
      const owner = freshCaller();
      await post(ctx().app, owner, "/users/signup", { phone });
      const signedUp = await post(ctx().app, owner, "/users/confirm/phone", {
        phone,
        token: latestCode(sms, phone),
      });
      expect(signedUp.status).toBe(200);
      const tokensBefore = await tokenCount(signedUp.body.user.id);

      // Every value once; whenever the attacker gets a new code, its value moves to the end of the
      // list, so each live code is guessed right only after its tries are spent (the point of the test).
      let guesses = Array.from({ length: 10_000 }, (_, i) => String(i).padStart(4, "0"));
      const attacker = () => freshCaller();
      const requestCode = async () => {
        const res = await post(ctx().app, attacker(), "/users/request", { username: phone });
        if (res.status === 200) {
          const code = latestCode(sms, phone);
          guesses = [...guesses.filter((g) => g !== code), code];
        }
        return res.status;
      };
      const sendStatuses = [await requestCode()];
      const answers = new Map<number, number>();
      let tried = 0;
      while (tried < 10_000) {
        if (tried % 1_000 === 0) sendStatuses.push(await requestCode());
        const batch = guesses.slice(tried, tried + 100);
        const results = await Promise.all(
          batch.map((password) => post(ctx().app, attacker(), "/users/login", { username: phone, password })),
        );
        for (const res of results) answers.set(res.status, (answers.get(res.status) ?? 0) + 1);
        tried += batch.length;
      }
      expect(answers.get(200)).toBeUndefined();
      expect(answers.get(400)).toBe(10_000);
      expect(sendStatuses.filter((s) => s === 200).length).toBeLessThanOrEqual(3);
      expect(await tokenCount(signedUp.body.user.id)).toBe(tokensBefore);
    }, 300_000);

    it("300 parallel sign-ins with the right code: exactly one session", async () => {
      const phone = "79220000002";
      const caller = freshCaller();
      await post(ctx().app, caller, "/users/signup", { phone });
      const token = latestCode(sms, phone);
      const results = await Promise.all(
        Array.from({ length: 300 }, () =>
          post(ctx().app, freshCaller(), "/users/confirm/phone", { phone, token }),
        ),
      );
      const ok = results.filter((r) => r.status === 200);
      expect(ok).toHaveLength(1);
      expect(results.filter((r) => r.status === 400 && r.body.reason === "request_new_code")).toHaveLength(
        299,
      );
      expect(await tokenCount(ok[0]?.body.user.id)).toBe(1);
    }, 120_000);

    it("300 parallel sends to one phone: never more than 3 in 15 minutes", async () => {
      const phone = "79220000003";
      // one simulator serves both engines' runs: count this run's messages only
      const before = sms.outbox(phone).length;
      const results = await Promise.all(
        Array.from({ length: 300 }, () =>
          post(ctx().app, freshCaller(), "/users/request", { username: phone }),
        ),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(3);
      expect(results.filter((r) => r.status === 429)).toHaveLength(297);
      expect(sms.outbox(phone).length - before).toBe(3);
      const [rows] = await ctx()
        .db.select({ n: count() })
        .from(phoneCodes)
        .where(eq(phoneCodes.phone, phone));
      expect(rows?.n).toBe(3);
    }, 120_000);

    it("never writes a code, a password or a token to the log", async () => {
      const phone = "79220000004";
      const caller = freshCaller();
      logLines.length = 0;
      await post(ctx().app, caller, "/users/signup", { phone });
      const code = latestCode(sms, phone);
      await post(ctx().app, caller, "/users/confirm/phone", { phone, token: otherCode(code) });
      const signedIn = await post(ctx().app, caller, "/users/confirm/phone", { phone, token: code });
      const token: string = signedIn.body.token;
      await get(ctx().app, { ip: caller.ip, headers: { authorization: `Bearer ${token}` } }, "/auth/user");
      await get(ctx().app, { ip: caller.ip, headers: { cookie: `authToken=${token}` } }, "/users/profile");
      await post(ctx().app, caller, "/users/request-password", { phone });
      const password = sms.outbox(phone)[0]?.text.split(": ")[1] ?? "";
      expect(password).toMatch(/^[a-z0-9]{8}$/);
      await post(ctx().app, caller, "/auth/login", { username: phone, password });
      await post(ctx().app, { ip: caller.ip, headers: { authorization: `Bearer ${token}` } }, "/auth/logout");
      const log = logLines.join("");
      expect(log.length).toBeGreaterThan(0);
      expect(log).toContain("/users/confirm/phone");
      // the code as a value (a bare 4-digit run could be part of a timing figure), the call's number, the rest as is
      const callingNumber = sms.outbox(phone).at(-1)?.text ?? "?";
      for (const secret of [`"${code}"`, callingNumber, token, password]) {
        expect(log).not.toContain(secret);
      }
    });

    async function tokenCount(userId: number): Promise<number> {
      const [row] = await ctx()
        .db.select({ n: count() })
        .from(authTokens)
        .where(eq(authTokens.userId, userId));
      return row?.n ?? 0;
    }
  },
  {
    timeoutMs: 120_000,
    app: { sms, logger: { level: "debug", stream: logStream } },
  },
);
