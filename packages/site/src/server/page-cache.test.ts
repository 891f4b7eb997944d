// @vitest-environment node

import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { negotiateEncoding } from "./accept-encoding.ts";
import {
  createPageCache,
  encodedBody,
  inlineScriptHashes,
  isSharedPageRequest,
  pageCacheKey,
  toEntry,
} from "./page-cache.ts";
import { pageCityInputs } from "./page-city.ts";

const html = (cookies: string[] = []) => {
  const headers = new Headers({ "content-type": "text/html; charset=utf-8" });
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return headers;
};

describe("page cache", () => {
  it("shares GETs with or without a session, but not a shopper's own pages, Authorization or other methods", () => {
    const get = (url: string, headers: Record<string, string> = {}) =>
      isSharedPageRequest({ method: "GET", url, headers });
    expect(get("/catalog/linzy")).toBe(true);
    expect(get("/catalog/linzy", { cookie: "sessionToken=a; city_id=2" })).toBe(true);
    expect(get("/product/x.data?_routes=root", { cookie: "sessionToken=a" })).toBe(true);
    expect(get("/cart", { cookie: "sessionToken=a" })).toBe(false);
    expect(get("/checkout/step.data", { cookie: "sessionToken=a" })).toBe(false);
    expect(get("/cart")).toBe(true);
    expect(get("/cartridges", { cookie: "sessionToken=a" })).toBe(true);
    expect(get("/catalog/linzy", { authorization: "Bearer x" })).toBe(false);
    expect(isSharedPageRequest({ method: "POST", url: "/", headers: {} })).toBe(false);
  });

  it("keys by the header badges' count cookies (decision 0024), bounded: 0, malformed or above 100 are no key of their own", () => {
    const inputs = (cookie: string) => pageCityInputs({ host: "localhost:3000", cookie });
    const key = (cookie: string) =>
      pageCacheKey({ protocol: "http", ...inputs(cookie), url: "/catalog/linzy" });
    expect(inputs("sessionToken=s; cart_count=3; wishlist_count=1; city_id=2").cookies).toBe(
      "city_id=2; cart_count=3; wishlist_count=1",
    );
    expect(key("cart_count=3")).not.toBe(key("cart_count=4"));
    expect(key("cart_count=3")).not.toBe(key("wishlist_count=3"));
    expect(key("cart_count=3; sessionToken=a")).toBe(key("sessionToken=b; cart_count=3"));
    for (const bad of [
      "cart_count=0",
      "cart_count=007",
      "cart_count=101",
      "cart_count=1e2",
      "cart_count=-1",
      "cart_count=3%3Bx",
    ]) {
      expect(key(bad)).toBe(key(""));
    }
    expect(inputs("cart_count=100").cookies).toBe("cart_count=100");
  });

  it("keys by protocol, host, city cookie, image format and URL — never by the session", () => {
    const key = (host: string, cookie: string) =>
      pageCacheKey({ protocol: "http", ...pageCityInputs({ host, cookie }), url: "/p" });
    expect(key("EKB.localhost:3000", "sessionToken=a; city_id=2")).toBe(
      key("ekb.localhost:3000", "city_id=2"),
    );
    expect(key("localhost:3000", "sessionToken=a; city_id=2")).not.toBe(key("localhost:3000", "city_id=3"));
    expect(key("localhost:3000", "city_id=2")).not.toBe(key("jj.localhost:3000", "city_id=2"));
    // a malformed city cookie is neither sent to the render nor a key of its own
    expect(key("localhost:3000", "city_id=2%3Bx")).toBe(key("localhost:3000", "sessionToken=b"));
    expect(pageCityInputs({ host: "a", cookie: "authToken=t; city_id=12; sessionToken=s" }).cookies).toBe(
      "city_id=12",
    );
  });

  it("keeps 200 HTML without its cookies, and nothing whose body holds a cookie value", () => {
    const cookie = "sessionToken=frntSECRETSECRETSECRETSECRET; Path=/";
    const kept = toEntry({ status: 200, headers: html([cookie]), body: Buffer.from("<p>x</p>") });
    expect(kept?.headers.some(([name]) => name === "set-cookie")).toBe(false);
    expect(
      toEntry({
        status: 200,
        headers: html([cookie]),
        body: Buffer.from("frntSECRETSECRETSECRETSECRET"),
      }),
    ).toBeNull();
    expect(toEntry({ status: 404, headers: html(), body: Buffer.from("x") })).toBeNull();
    const json = new Headers({ "content-type": "application/json" });
    expect(toEntry({ status: 200, headers: json, body: Buffer.from("{}") })).toBeNull();
  });

  it("lists the hashes of a body's inline scripts, not of scripts with src", () => {
    const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
    const body = Buffer.from(
      '<script nonce="x">window.a="Линзы"</script><script type="module" src="/assets/a.js"></script>' +
        '<SCRIPT nonce="x" type="module" async="">import("/assets/b.js")</SCRIPT ><script></script>',
    );
    expect(inlineScriptHashes(body)).toEqual([sha('window.a="Линзы"'), sha('import("/assets/b.js")')]);
  });

  it("compresses an entry once per encoding and keeps the copies", () => {
    const entry = toEntry({ status: 200, headers: html(), body: Buffer.from("<p>Оправы</p>".repeat(200)) })!;
    const br = encodedBody(entry, "br");
    expect(brotliDecompressSync(br).equals(entry.body)).toBe(true);
    expect(encodedBody(entry, "br")).toBe(br);
    expect(gunzipSync(encodedBody(entry, "gzip")).equals(entry.body)).toBe(true);
    expect(encodedBody(entry, "identity")).toBe(entry.body);
  });

  it("negotiates brotli, then gzip, then identity from Accept-Encoding", () => {
    expect(negotiateEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(negotiateEncoding("gzip, br;q=0")).toBe("gzip");
    expect(negotiateEncoding("x-gzip")).toBe("gzip");
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding("identity")).toBe("identity");
    expect(negotiateEncoding("gzip;q=0, deflate")).toBe("identity");
    expect(negotiateEncoding(undefined)).toBe("identity");
  });

  it("is bounded in bytes: a page larger than the bound is never kept, older ones are evicted", async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 2_000 });
    const render = (size: number) => async () => ({
      status: 200,
      headers: html(),
      body: Buffer.alloc(size, "a"),
    });
    await cache.render("big", render(5_000));
    expect(cache.get("big")).toBeUndefined();
    await cache.render("a", render(900));
    await cache.render("b", render(900));
    await cache.render("c", render(900));
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("c")?.isFresh).toBe(true);
  });
});

describe("page cache freshness", () => {
  it("serves an entry fresh for ttl, then stale (with the render under way known) until ttl + stale", async () => {
    let clock = 1_000;
    const cache = createPageCache({ ttlMs: 2_000, staleMs: 8_000, maxBytes: 10_000, now: () => clock });
    const render = async () => ({
      status: 200,
      headers: html(),
      body: Buffer.from("<p>a</p>"),
    });
    await cache.render("k", render);
    expect(cache.get("k")?.isFresh).toBe(true);
    clock += 2_500;
    expect(cache.get("k")?.isFresh).toBe(false);
    const refresh = cache.render("k", render);
    expect(cache.isRendering("k")).toBe(true);
    await refresh;
    expect(cache.get("k")?.isFresh).toBe(true);
    clock += 20_000;
    expect(cache.get("k")).toBeUndefined();
  });
});
