import { expect, it } from "vitest";
import { describeOnEngines } from "../../test/harness.ts";
import { AUTH_USER_QUERY_BUDGET } from "../../test/query-budgets.ts";

describeOnEngines("auth/user", (ctx) => {
  it("answers a guest with user: null and a 200, never stored by a shared cache, and creates no session", async () => {
    ctx().resetQueries();
    const response = await ctx().app.inject({ method: "GET", url: "/auth/user" });
    expect(response.statusCode).toBe(200);
    expect(ctx().queries.length).toBe(AUTH_USER_QUERY_BUDGET);
    expect(response.json()).toEqual({ user: null });
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("a forged bearer token or cookie is a guest", async () => {
    const response = await ctx().app.inject({
      method: "GET",
      url: "/auth/user",
      headers: { authorization: "Bearer forged-token", cookie: "authToken=forged" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
  });
});
