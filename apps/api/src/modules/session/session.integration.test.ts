import { SESSION_COOKIE } from "@optika/api-contract";
import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { buildApp, type TBuildAppOptions } from "../../app.ts";
import { sessions } from "../../db/schema.ts";
import { describeOnEngines } from "../../test/harness.ts";
import { SESSION_TTL_MS } from "./session-repository.ts";
import { DEVELOPMENT_SESSION_SECRET, mintSessionToken } from "./session-token.ts";

const DAY_MS = 86_400_000;
const TEST_ENV: TBuildAppOptions["env"] = {
  BASE_HOST: "localhost",
  LOG_LEVEL: "silent",
  NODE_ENV: "test",
  IMAGE_CACHE_DIR: "/tmp/api-test-image-cache",
};

function setCookieOf(res: LightMyRequestResponse): string | undefined {
  const value = res.headers["set-cookie"];
  const all = Array.isArray(value) ? value : value === undefined ? [] : [String(value)];
  return all.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
}
function cookieToken(res: LightMyRequestResponse): string | undefined {
  return /^sessionToken=([^;]+)/.exec(setCookieOf(res) ?? "")?.[1];
}

describeOnEngines("sessions: only server-issued tokens, Secure, expiry and purge", (ctx) => {
  const rowOf = async (token: string) =>
    (await ctx().db.select().from(sessions).where(eq(sessions.token, token)))[0];
  const issued = async () => {
    const res = await ctx().app.inject({ method: "GET", url: "/configs" });
    return String(res.headers["x-session-token"]);
  };

  it("a client-made well-formed token is replaced by a server-issued one, never stored", async () => {
    const app = ctx().app;
    const made = `frnt${"Ab1_".repeat(16)}`;
    const read = await app.inject({ method: "GET", url: "/configs", cookies: { sessionToken: made } });
    const fresh = read.headers["x-session-token"];
    expect(fresh).toMatch(/^frnt[A-Za-z0-9_-]{64}$/);
    expect(fresh).not.toBe(made);
    expect(cookieToken(read)).toBe(fresh);
    const put = await app.inject({
      method: "PUT",
      url: "/cities/current",
      headers: { "x-session-token": made },
      payload: { city_id: 2 },
    });
    expect(put.statusCode).toBe(200);
    const written = String(put.headers["x-session-token"]);
    expect(written).not.toBe(made);
    expect(cookieToken(put)).toBe(written);
    expect(await rowOf(made)).toBeUndefined();
    expect(await rowOf(written)).toMatchObject({ cityId: 2 });
  });

  it("a token with a forged MAC is replaced", async () => {
    const app = ctx().app;
    const real = await issued();
    const forged = `${real.slice(0, -2)}${real.endsWith("AA") ? "BB" : "AA"}`;
    const put = await app.inject({
      method: "PUT",
      url: "/cities/current",
      cookies: { sessionToken: forged },
      payload: { city_id: 3 },
    });
    expect(put.statusCode).toBe(200);
    const written = String(put.headers["x-session-token"]);
    expect(written).not.toBe(forged);
    expect(cookieToken(put)).toBe(written);
    expect(await rowOf(forged)).toBeUndefined();
    expect(await rowOf(written)).toMatchObject({ cityId: 3 });
  });

  it("a malformed or forged x-session-token header never overwrites a valid cookie", async () => {
    const app = ctx().app;
    const valid = await issued();
    const put = await app.inject({
      method: "PUT",
      url: "/cities/current",
      cookies: { sessionToken: valid },
      payload: { city_id: 2 },
    });
    expect(put.headers["set-cookie"]).toBeUndefined();
    const forged = `${valid.slice(0, -2)}${valid.endsWith("AA") ? "BB" : "AA"}`;
    for (const header of ["garbage", "frnt", `frnt${"A".repeat(64)}`, forged]) {
      for (const method of ["GET", "PUT"] as const) {
        const res = await app.inject(
          method === "GET"
            ? {
                method,
                url: "/configs",
                cookies: { sessionToken: valid },
                headers: { "x-session-token": header },
              }
            : {
                method,
                url: "/cities/current",
                cookies: { sessionToken: valid },
                headers: { "x-session-token": header },
                payload: { city_id: 2 },
              },
        );
        expect(res.statusCode, `${method} ${header}`).toBe(200);
        expect(res.headers["set-cookie"], `${method} ${header}`).toBeUndefined();
        expect(res.headers["x-session-token"], `${method} ${header}`).toBeUndefined();
        if (method === "GET") expect(res.json().config.city.model.id).toBe(2);
      }
    }
    expect(await rowOf(forged)).toBeUndefined();
  });

  it("an issued header wins over an issued cookie (server-side loaders forward the shopper's token)", async () => {
    const app = ctx().app;
    const [a, b] = [await issued(), await issued()];
    await app.inject({
      method: "PUT",
      url: "/cities/current",
      headers: { "x-session-token": a },
      payload: { city_id: 3 },
    });
    const res = await app.inject({
      method: "GET",
      url: "/configs",
      headers: { "x-session-token": a },
      cookies: { sessionToken: b },
    });
    expect(res.json().config.city.model.id).toBe(3);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("the cookie is Secure when PUBLIC_ORIGIN is https, and not with http or none", async () => {
    const plain = setCookieOf(await ctx().app.inject({ method: "GET", url: "/configs" }));
    expect(plain).toMatch(/HttpOnly/);
    expect(plain).not.toMatch(/Secure/i);
    for (const [origin, secure] of [
      ["https://optika.example", true],
      ["http://optika.example", false],
    ] as const) {
      const app = await buildApp({
        db: ctx().db,
        env: { ...TEST_ENV, PUBLIC_ORIGIN: origin },
        logger: false,
      });
      try {
        const cookie = setCookieOf(await app.inject({ method: "GET", url: "/configs" }));
        expect(cookie).toMatch(/Max-Age=5184000/);
        if (secure) expect(cookie).toMatch(/; Secure/);
        else expect(cookie).not.toMatch(/Secure/i);
      } finally {
        await app.close();
      }
    }
  });

  it("tokens of another SESSION_SECRET are not accepted; production refuses to start without one", async () => {
    const other = await buildApp({
      db: ctx().db,
      env: { ...TEST_ENV, SESSION_SECRET: "another-secret-of-at-least-32-characters" },
      logger: false,
    });
    try {
      const token = await issued();
      const res = await other.inject({ method: "GET", url: "/configs", cookies: { sessionToken: token } });
      expect(res.headers["x-session-token"]).toMatch(/^frnt/);
      expect(res.headers["x-session-token"]).not.toBe(token);
    } finally {
      await other.close();
    }
    await expect(
      buildApp({ db: ctx().db, env: { ...TEST_ENV, NODE_ENV: "production" }, logger: false }),
    ).rejects.toThrow(/SESSION_SECRET/);
  });

  describeClock(ctx);
});

/** Expiry (60 days without use), the refresh of last_seen_at and the purge job, on an injected clock. */
function describeClock(ctx: () => import("../../test/harness.ts").TTestContext) {
  let clock = new Date(Date.UTC(2026, 0, 1));
  let app: FastifyInstance;
  const insert = async (ageDays: number, cityId: number | null = 2) => {
    const token = mintSessionToken(DEVELOPMENT_SESSION_SECRET);
    const seen = new Date(clock.getTime() - ageDays * DAY_MS);
    await ctx().db.insert(sessions).values({ token, cityId, createdAt: seen, lastSeenAt: seen });
    return token;
  };
  const tokensLeft = async (tokens: string[]) =>
    (await ctx().db.select({ token: sessions.token }).from(sessions))
      .map((r) => r.token)
      .filter((t) => tokens.includes(t));

  beforeAll(async () => {
    app = await buildApp({
      db: ctx().db,
      env: TEST_ENV,
      logger: false,
      now: () => clock,
      sessionPurge: { intervalMinutes: 0, batchSize: 2, maxBatches: 10 },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it("a session unused for 60 days is expired: not read, and a write starts it over", async () => {
    const old = await insert(61, 3);
    const live = await insert(59, 3);
    const read = async (token: string) =>
      (await app.inject({ method: "GET", url: "/configs", cookies: { sessionToken: token } })).json().config
        .city.model.id;
    expect(await read(old)).toBe(1);
    expect(await read(live)).toBe(3);
    const put = await app.inject({
      method: "PUT",
      url: "/cities/current",
      cookies: { sessionToken: old },
      payload: { city_id: 2 },
    });
    expect(put.statusCode).toBe(200);
    const [row] = await ctx().db.select().from(sessions).where(eq(sessions.token, old));
    expect(row?.cityId).toBe(2);
    expect(row?.createdAt.getTime()).toBe(clock.getTime());
  });

  it("once a day of use, last_seen_at moves on and the cookie's 60 days restart", async () => {
    const token = await insert(2);
    const res = await app.inject({ method: "GET", url: "/configs", cookies: { sessionToken: token } });
    expect(res.headers["x-session-token"]).toBe(token);
    expect(setCookieOf(res)).toMatch(/Max-Age=5184000/);
    const [row] = await ctx().db.select().from(sessions).where(eq(sessions.token, token));
    expect(row?.lastSeenAt.getTime()).toBe(clock.getTime());
    const again = await app.inject({ method: "GET", url: "/configs", cookies: { sessionToken: token } });
    expect(again.headers["set-cookie"]).toBeUndefined();
  });

  it("the purge deletes expired sessions in batches and keeps live ones", async () => {
    await app.ready();
    const expired = await Promise.all([61, 62, 90, 400, 61].map((d) => insert(d)));
    const live = await Promise.all([0, 1, 59].map((d) => insert(d)));
    const edge = await insert(SESSION_TTL_MS / DAY_MS);
    expect(await app.sessionPurge.run()).toBeGreaterThanOrEqual(expired.length);
    expect(await tokensLeft(expired)).toEqual([]);
    expect((await tokensLeft([...live, edge])).sort()).toEqual([...live, edge].sort());
    // 60 days later the ones seen 0, 1 and 59 days ago are 60 (kept: not more than 60), 61 and 119 days old.
    clock = new Date(clock.getTime() + 60 * DAY_MS);
    expect(await app.sessionPurge.run()).toBeGreaterThanOrEqual(2);
    expect(await tokensLeft(live)).toEqual([live[0]]);
  });

  it("runs at boot: an app that becomes ready purges what expired while it was down", async () => {
    const expired = await insert(100);
    const live = await insert(1);
    const booted = await buildApp({ db: ctx().db, env: TEST_ENV, logger: false, now: () => clock });
    try {
      await booted.ready();
      await vi.waitFor(async () => expect(await tokensLeft([expired])).toEqual([]), { timeout: 5000 });
      expect(await tokensLeft([live])).toEqual([live]);
    } finally {
      await booted.close();
    }
  });
}
