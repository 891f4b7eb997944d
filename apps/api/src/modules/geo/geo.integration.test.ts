import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { queryRows } from "../../db/rows.ts";
import { describeOnEngines } from "../../test/harness.ts";
import { CITY_BY_IP_QUERY_BUDGET } from "../../test/query-budgets.ts";

describeOnEngines("geo: cities, current city, stores", (ctx) => {
  it("GET /cities?has_cdek_id=1 lists cities with a CDEK id, their regions and the favourites", async () => {
    const res = await ctx().app.inject({ method: "GET", url: "/cities?has_cdek_id=1" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.cities.map((c: { id: number }) => c.id)).toEqual([1, 2]);
    expect(body.regions.map((r: { id: number }) => r.id).sort()).toEqual([1, 2]);
    expect(body.favorites.map((c: { id: number; has_data: boolean }) => [c.id, c.has_data])).toEqual([
      [1, true],
      [2, true],
    ]);
    const all = (await ctx().app.inject({ method: "GET", url: "/cities" })).json();
    expect(all.cities).toHaveLength(3);
    expect(all.regions.map((r: { id: number }) => r.id)).not.toContain(4);
  });

  it("GET /cities?has_cdek_id=2 → 400 with a field message", async () => {
    const res = await ctx().app.inject({ method: "GET", url: "/cities?has_cdek_id=2" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.has_cdek_id).toHaveLength(1);
  });

  it(`GET /cities/current-by-ip costs ${CITY_BY_IP_QUERY_BUDGET} statement`, async () => {
    ctx().resetQueries();
    const res = await ctx().app.inject({ method: "GET", url: "/cities/current-by-ip" });
    expect(res.statusCode).toBe(200);
    expect(ctx().queries.length).toBe(CITY_BY_IP_QUERY_BUDGET);
  });

  it("GET /cities/current-by-ip answers Екатеринбург by default and the host's city otherwise", async () => {
    const def = (await ctx().app.inject({ method: "GET", url: "/cities/current-by-ip" })).json();
    expect(def).toMatchObject({ city: { id: 1, name: "Екатеринбург" }, source: "default" });
    const host = await ctx().app.inject({
      method: "GET",
      url: "/cities/current-by-ip",
      headers: { "x-forwarded-host": "msk.localhost" },
    });
    expect(host.json()).toMatchObject({ city: { id: 2 }, source: "host" });
  });

  it("GET /cities/current-by-ip places a known client address (simulator table) before anything else", async () => {
    const app = ctx().app;
    const guess = async (headers: Record<string, string>, cookies: Record<string, string> = {}) => {
      const res = await app.inject({ method: "GET", url: "/cities/current-by-ip", headers, cookies });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      return [body.city.id, body.source];
    };
    // 198.51.100.0/24 stands for Москва, 192.0.2.0/24 for Екатеринбург (RFC 5737 blocks)
    expect(await guess({ "x-forwarded-for": "198.51.100.7" })).toEqual([2, "ip"]);
    expect(await guess({ "x-forwarded-for": "192.0.2.10", "x-forwarded-host": "msk.localhost" })).toEqual([
      1,
      "ip",
    ]);
    expect(await guess({ "x-forwarded-for": "198.51.100.7" }, { city_id: "3" })).toEqual([2, "ip"]);
    // the spb block: no such city in this database → the request's own city
    expect(await guess({ "x-forwarded-for": "203.0.113.5" }, { city_id: "3" })).toEqual([3, "cookie"]);
    // unknown, private, loopback, junk: the request's own city
    for (const ip of ["10.1.2.3", "127.0.0.1", "8.8.8.8", "not-an-ip"]) {
      expect(await guess({ "x-forwarded-for": ip, "x-forwarded-host": "msk.localhost:3000" }), ip).toEqual([
        2,
        "host",
      ]);
    }
  });

  it("current city order: host sub-domain → x-city-id (no session then) → city_id cookie → session → Екатеринбург", async () => {
    const app = ctx().app;
    const token = String((await app.inject({ method: "GET", url: "/configs" })).headers["x-session-token"]);
    await app.inject({
      method: "PUT",
      url: "/cities/current",
      headers: { "x-session-token": token },
      payload: { city_id: 3 },
    });
    const current = async (headers: Record<string, string>, cookies: Record<string, string> = {}) => {
      const res = await app.inject({ method: "GET", url: "/configs", headers, cookies });
      expect(res.statusCode).toBe(200);
      return res.json().config.city.model.id;
    };
    const session = { "x-session-token": token };
    const host = { "x-forwarded-host": "msk.localhost:3000" };
    // the sub-domain wins over everything the shopper carries
    expect(await current({ ...session, ...host, "x-city-id": "1" }, { city_id: "3" })).toBe(2);
    expect(await current({ ...session, ...host }, { city_id: "1" })).toBe(2);
    expect(await current({ ...session, "x-forwarded-host": "MSK.localhost, tmn.localhost" })).toBe(2);
    // without a city host: x-city-id, then the cookie, then the session
    expect(await current({ ...session, "x-city-id": "2" }, { city_id: "3" })).toBe(2);
    expect(await current({ ...session }, { city_id: "2" })).toBe(2);
    expect(await current({ ...session, "x-forwarded-host": "nowhere.localhost" })).toBe(3);
    expect(await current({ ...session }, { city_id: "abc" })).toBe(3);
    // a caller that states the city (the storefront's render) is answered without the session:
    // an unknown or malformed id gives the default, never the session's city
    expect(await current({ ...session, "x-city-id": "999" })).toBe(1);
    expect(await current({ ...session, "x-city-id": "abc" }, { city_id: "2" })).toBe(1);
    // not a city host: the bare base host, a host outside BASE_HOST, an IP address
    for (const h of ["localhost:3000", "msk.evil.example", "127.0.0.1:3000", "[::1]:3000"]) {
      expect(await current({ ...session, "x-forwarded-host": h })).toBe(3);
      expect(await current({ ...session, "x-forwarded-host": h, "x-city-id": "1" })).toBe(1);
      expect(await current({ "x-forwarded-host": h })).toBe(1);
    }
  });

  it("the source of the current city is reported by current-by-ip for an unknown address", async () => {
    const app = ctx().app;
    const source = async (headers: Record<string, string>, cookies: Record<string, string> = {}) =>
      (await app.inject({ method: "GET", url: "/cities/current-by-ip", headers, cookies })).json().source;
    expect(await source({ "x-forwarded-host": "msk.localhost", "x-city-id": "1" })).toBe("host");
    expect(await source({ "x-city-id": "2" }, { city_id: "3" })).toBe("header");
    expect(await source({ "x-city-id": "999" })).toBe("default");
    expect(await source({}, { city_id: "3" })).toBe("cookie");
  });

  it("PUT /cities/current stores the city on the session", async () => {
    const app = ctx().app;
    const token = String((await app.inject({ method: "GET", url: "/configs" })).headers["x-session-token"]);
    const put = await app.inject({
      method: "PUT",
      url: "/cities/current",
      headers: { "x-session-token": token },
      payload: { city_id: 2 },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ city: { id: 2, name: "Москва" }, source: "session" });
    const config = await app.inject({
      method: "GET",
      url: "/configs",
      headers: { "x-session-token": token },
    });
    expect(config.json().config.city.model.id).toBe(2);
    const stores = await app.inject({ method: "GET", url: "/stores", headers: { "x-session-token": token } });
    expect(stores.json().stores.map((s: { id: number }) => s.id)).toEqual([3]);
  });

  it("a session row is written by the first command only; an issued token without a row is a fresh session", async () => {
    const app = ctx().app;
    const count = async () =>
      (await queryRows<{ n: number }>(ctx().db, sql`select count(*)::int as n from sessions`))[0]?.n ?? 0;
    const before = await count();
    const issue = async () =>
      String((await app.inject({ method: "GET", url: "/configs" })).headers["x-session-token"]);
    const token = await issue();
    const fresh = await issue();
    expect(await count()).toBe(before);
    const read = await app.inject({ method: "GET", url: "/configs", headers: { "x-session-token": fresh } });
    expect(read.statusCode).toBe(200);
    expect(read.headers["set-cookie"]).toBeUndefined();
    expect(read.json().config.city.model.id).toBe(1);
    expect(await count()).toBe(before);
    for (const t of [token, fresh]) {
      const put = await app.inject({
        method: "PUT",
        url: "/cities/current",
        cookies: { sessionToken: t },
        payload: { city_id: 3 },
      });
      expect(put.statusCode).toBe(200);
      expect(put.headers["set-cookie"]).toBeUndefined();
    }
    expect(await count()).toBe(before + 2);
    const again = await app.inject({
      method: "PUT",
      url: "/cities/current",
      cookies: { sessionToken: fresh },
      payload: { city_id: 2 },
    });
    expect(again.statusCode).toBe(200);
    expect(await count()).toBe(before + 2);
    const after = await app.inject({ method: "GET", url: "/configs", cookies: { sessionToken: fresh } });
    expect(after.json().config.city.model.id).toBe(2);
  });

  it("PUT /cities/current without a session creates one", async () => {
    const put = await ctx().app.inject({ method: "PUT", url: "/cities/current", payload: { city_id: "3" } });
    expect(put.statusCode).toBe(200);
    expect(put.headers["x-session-token"]).toMatch(/^frnt/);
  });

  it("PUT /cities/current → 400 on a bad id, 404 on an unknown one", async () => {
    const app = ctx().app;
    const bad = await app.inject({ method: "PUT", url: "/cities/current", payload: { city_id: "abc" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.city_id[0]).toMatch(/города/);
    const missing = await app.inject({ method: "PUT", url: "/cities/current", payload: {} });
    expect(missing.statusCode).toBe(400);
    const unknown = await app.inject({ method: "PUT", url: "/cities/current", payload: { city_id: 999 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Город не найден");
  });

  it("GET /stores: the current city's stores, a given city's, or all", async () => {
    const app = ctx().app;
    const def = (await app.inject({ method: "GET", url: "/stores" })).json();
    expect(def.stores.map((s: { id: number }) => s.id)).toEqual([1, 2]);
    expect(def.stores[1]).toMatchObject({ is_clinic: true, city_id: 1, phones: ["+73432000002"] });
    const msk = (await app.inject({ method: "GET", url: "/stores?city_id=2" })).json();
    expect(msk.stores.map((s: { id: number }) => s.id)).toEqual([3]);
    const all = (await app.inject({ method: "GET", url: "/stores?all=1" })).json();
    expect(all.stores).toHaveLength(3);
    expect((await app.inject({ method: "GET", url: "/stores?city_id=x" })).statusCode).toBe(400);
  });
});
