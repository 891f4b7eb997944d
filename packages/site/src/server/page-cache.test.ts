import { describe, expect, it } from "vitest";
import { createPageCache, headersFor, isCacheableRequest, pageCacheKey, toEntry } from "./page-cache.mjs";

const COOKIE =
  "sessionToken=frntAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA; Max-Age=5184000; Path=/; HttpOnly; SameSite=Lax";
function html(cookies: string[] = [COOKIE], contentType = "text/html; charset=utf-8") {
  const headers = new Headers({ "content-type": contentType });
  for (const c of cookies) headers.append("set-cookie", c);
  return headers;
}

describe("page cache", () => {
  it("only takes cookieless GETs and keys on host, forwarded host, proto, user agent and URL", () => {
    expect(isCacheableRequest({ method: "GET", headers: {} })).toBe(true);
    expect(isCacheableRequest({ method: "GET", headers: { cookie: "city_id=2" } })).toBe(false);
    expect(isCacheableRequest({ method: "GET", headers: { authorization: "Bearer x" } })).toBe(false);
    expect(isCacheableRequest({ method: "POST", headers: {} })).toBe(false);
    const a = pageCacheKey({ url: "/catalog/linzy", headers: { host: "localhost", "user-agent": "A" } });
    expect(
      pageCacheKey({ url: "/catalog/linzy", headers: { host: "msk.localhost", "user-agent": "A" } }),
    ).not.toBe(a);
    expect(
      pageCacheKey({ url: "/catalog/linzy", headers: { host: "localhost", "user-agent": "B" } }),
    ).not.toBe(a);
    expect(
      pageCacheKey({ url: "/catalog/linzy?page=2", headers: { host: "localhost", "user-agent": "A" } }),
    ).not.toBe(a);
  });

  it("keeps 200 HTML with only the session cookie, never a body that holds its token", () => {
    const body = Buffer.from("<html>ok</html>");
    expect(toEntry(200, html(), body)).not.toBeNull();
    expect(toEntry(404, html(), body)).toBeNull();
    expect(toEntry(200, html([COOKIE], "text/x-script"), body)).toBeNull();
    expect(toEntry(200, html([COOKIE, "authToken=x"]), body)).toBeNull();
    expect(toEntry(200, html(["city_id=2; Path=/"]), body)).toBeNull();
    expect(toEntry(200, html(), Buffer.from("<p>frntAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA</p>"))).toBeNull();
  });

  it("gives every answer from the cache a session token of its own, same attributes", () => {
    const entry = toEntry(200, html(), Buffer.from("x"));
    if (!entry) throw new Error("no entry");
    const cookieOf = () => headersFor(entry).find(([n]) => n === "set-cookie")?.[1] ?? "";
    const [a, b] = [cookieOf(), cookieOf()];
    expect(a).toMatch(
      /^sessionToken=frnt[A-Za-z0-9_-]{32}; Max-Age=5184000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(a).not.toBe(b);
    expect(a).not.toContain("AAAAAAAA");
  });

  it("renders once for concurrent misses, serves within the TTL, renders again after it", async () => {
    let t = 0;
    const cache = createPageCache({ ttlMs: 1000, now: () => t });
    let renders = 0;
    const render = async () => {
      renders++;
      return { status: 200, headers: html(), body: Buffer.from(`v${renders}`) };
    };
    const [x, y] = await Promise.all([cache.render("k", render), cache.render("k", render)]);
    expect(renders).toBe(1);
    expect([x.own, y.own]).toEqual([true, false]);
    expect(cache.get("k")?.body.toString()).toBe("v1");
    t = 1000;
    expect(cache.get("k")).toBeUndefined();
    await cache.render("k", render);
    expect(cache.get("k")?.body.toString()).toBe("v2");
  });

  it("does not keep what it may not keep", async () => {
    const cache = createPageCache({ ttlMs: 1000 });
    const result = await cache.render("k", async () => ({
      status: 301,
      headers: new Headers(),
      body: Buffer.from(""),
    }));
    expect(result.entry).toBeNull();
    expect(cache.get("k")).toBeUndefined();
  });
});
