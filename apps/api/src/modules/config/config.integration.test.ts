import { expect, it } from "vitest";
import { createGoogleRecaptchaVerifier } from "../../integrations/recaptcha/google-recaptcha-verifier.ts";
import { buildTestApp, describeOnEngines } from "../../test/harness.ts";

describeOnEngines("GET /configs", (ctx) => {
  it("creates a session: 'frnt' token in a 60-day HttpOnly cookie and in x-session-token", async () => {
    const res = await ctx().app.inject({ method: "GET", url: "/configs" });
    expect(res.statusCode).toBe(200);
    const token = res.headers["x-session-token"];
    expect(typeof token).toBe("string");
    expect(token).toMatch(/^frnt[A-Za-z0-9_-]{32,}$/);
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toContain(`sessionToken=${token}`);
    expect(cookie).toContain("Max-Age=5184000");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
  });

  it("makes a different token each time (≥128 random bits)", async () => {
    const a = await ctx().app.inject({ method: "GET", url: "/configs" });
    const b = await ctx().app.inject({ method: "GET", url: "/configs" });
    expect(a.headers["x-session-token"]).not.toBe(b.headers["x-session-token"]);
    expect(String(a.headers["x-session-token"]).length - 4).toBeGreaterThanOrEqual(22);
  });

  it("keeps an existing session (header or cookie) without a new cookie", async () => {
    const first = await ctx().app.inject({ method: "GET", url: "/configs" });
    const token = String(first.headers["x-session-token"]);
    const byHeader = await ctx().app.inject({
      method: "GET",
      url: "/configs",
      headers: { "x-session-token": token },
    });
    expect(byHeader.headers["set-cookie"]).toBeUndefined();
    expect(byHeader.headers["x-session-token"]).toBeUndefined();
    const byCookie = await ctx().app.inject({
      method: "GET",
      url: "/configs",
      cookies: { sessionToken: token },
    });
    expect(byCookie.headers["set-cookie"]).toBeUndefined();
  });

  it("answers the config of spec §3 for the default city", async () => {
    const res = await ctx().app.inject({ method: "GET", url: "/configs" });
    const { config } = res.json();
    expect(config.city).toEqual({
      data: { id: 1, has_data: true },
      model: { id: 1, name: "Екатеринбург", cdek_id: 250, sub_domain: "ekb" },
    });
    expect(config.siteName).toBe("Оптика Тест");
    expect(config.telegram).toBe("https://t.me/optika");
    expect(config.facebook).toBe("info@optika.example");
    expect(config.useReCaptchaForAuth).toBe(0);
    // no keys configured: the simulator checks, and the storefront shows its stand-in
    expect(config.reCaptchaSiteKey).toBeNull();
    expect(config.vars.phone).toBe("8 800 000-00-00");
    expect(config.vars.siteName).toBeUndefined();
    expect(config.menus.header.map((m: { title: string }) => m.title)).toEqual(["Линзы", "Оправы"]);
    expect(config.menus.footer).toHaveLength(1);
    expect(config.menus.footer2).toHaveLength(1);
  });

  it("gives the sign-in widget the configured reCAPTCHA site key", async () => {
    const recaptcha = createGoogleRecaptchaVerifier({ siteKey: "6Lc-site-key", secretKey: "secret" });
    const app = await buildTestApp(ctx().db, { recaptcha });
    try {
      const res = await app.inject({ method: "GET", url: "/configs" });
      expect(res.json().config.reCaptchaSiteKey).toBe("6Lc-site-key");
    } finally {
      await app.close();
    }
  });

  it("follows the current-city rule: the host's subdomain, then x-city-id, then the cookie (decision 0019)", async () => {
    const app = ctx().app;
    const byHeader = await app.inject({ method: "GET", url: "/configs", headers: { "x-city-id": "2" } });
    expect(byHeader.json().config.city.model.name).toBe("Москва");
    const byCookie = await app.inject({ method: "GET", url: "/configs", cookies: { city_id: "3" } });
    expect(byCookie.json().config.city.model.name).toBe("Тюмень");
    const byHost = await app.inject({
      method: "GET",
      url: "/configs",
      headers: { "x-forwarded-host": "msk.localhost:3000" },
    });
    expect(byHost.json().config.city.model.id).toBe(2);
    const invalidHeader = await app.inject({
      method: "GET",
      url: "/configs",
      headers: { "x-city-id": "999", "x-forwarded-host": "tmn.localhost" },
    });
    expect(invalidHeader.json().config.city.model.id).toBe(3);
    const unknownHost = await app.inject({
      method: "GET",
      url: "/configs",
      headers: { "x-forwarded-host": "zzz.localhost" },
    });
    expect(unknownHost.json().config.city.model.id).toBe(1);
  });
});
