import { expect, it } from "vitest";
import { createSimulatedSmsGateway } from "../../integrations/sms/simulated-sms-gateway.ts";
import { describeOnEngines } from "../../test/harness.ts";
import { ACCOUNT_QUERY_BUDGETS } from "../../test/query-budgets.ts";
import { freshCaller, latestCode, type TCaller } from "./account-test-client.ts";

const sms = createSimulatedSmsGateway();
const clock = new Date("2026-03-01T10:00:00Z");

describeOnEngines(
  "accounts: statements per request",
  (ctx) => {
    async function measure(
      method: "GET" | "POST" | "PUT",
      url: string,
      caller: TCaller,
      payload?: unknown,
    ): Promise<{ queries: number; status: number; body: Record<string, unknown> }> {
      ctx().resetQueries();
      const res = await ctx().app.inject({
        method,
        url,
        remoteAddress: caller.ip,
        headers: caller.headers ?? {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      return { queries: ctx().queries.length, status: res.statusCode, body: res.json() };
    }

    it("keeps every account route within its budget", async () => {
      const b = ACCOUNT_QUERY_BUDGETS;
      const caller = freshCaller();
      const phone = "79440000001";
      const seen: Record<string, number> = {};
      const check = async (name: keyof typeof b, status: number, run: () => ReturnType<typeof measure>) => {
        const result = await run();
        expect(result.status, name).toBe(status);
        seen[name] = result.queries;
        return result;
      };
      await check("checkExist", 200, () => measure("POST", "/users/check-exist", caller, { phone }));
      await check("signup", 200, () => measure("POST", "/users/signup", caller, { phone }));
      const signedIn = await check("confirmPhone", 200, () =>
        measure("POST", "/users/confirm/phone", caller, { phone, token: latestCode(sms, phone) }),
      );
      await check("requestCode", 200, () => measure("POST", "/users/request", caller, { username: phone }));
      await check("loginWithCode", 200, () =>
        measure("POST", "/users/login", caller, { username: phone, password: latestCode(sms, phone) }),
      );
      await check("requestPassword", 200, () =>
        measure("POST", "/users/request-password", caller, { phone }),
      );
      const password = sms.outbox(phone)[0]?.text.split(": ")[1] ?? "";
      await check("passwordLogin", 200, () =>
        measure("POST", "/auth/login", caller, { username: phone, password }),
      );
      await check("registration", 201, () =>
        measure("POST", "/users/registration", caller, { phone: "79440000002", name: "Дарья" }),
      );
      const user = { ip: caller.ip, headers: { authorization: `Bearer ${signedIn.body.token as string}` } };
      await check("currentUser", 200, () => measure("GET", "/auth/user", user));
      await check("getProfile", 200, () => measure("GET", "/users/profile", user));
      await check("updateProfile", 200, () =>
        measure("PUT", "/users/profile", user, {
          name: "Дарья",
          email: "",
          birthday: "",
          is_marketing: true,
        }),
      );
      await check("discountCards", 200, () => measure("GET", "/users/discount-cards", user));
      const issued = await check("issueDiscountCard", 200, () =>
        measure("POST", "/users/discount-cards", user),
      );
      const guid = (issued.body.card as { guid: string }).guid;
      await check("discountCard", 200, () => measure("GET", `/users/discount-cards/${guid}`, user));
      await check("certificates", 200, () => measure("GET", "/users/certificates", user));
      await check("bonuses", 200, () => measure("GET", "/users/bonuses", user));
      await check("logout", 200, () => measure("POST", "/auth/logout", user));
      await check("guestProfile", 401, () => measure("GET", "/users/profile", freshCaller()));
      expect(seen).toEqual(b);
    });
  },
  { app: { sms, now: () => clock, marketing: { wakeOnWrite: false, intervalMs: 0 } }, timeoutMs: 180_000 },
);
