import { expect, it } from "vitest";
import { describeOnEngines } from "../../test/harness.ts";

import { LISTING_QUERY_BUDGET, PRODUCT_QUERY_BUDGET } from "../../test/query-budgets.ts";

describeOnEngines("query budget", (ctx) => {
  // The budget is about the uncached path (a cache hit would hide an N+1): empty the cache first.
  const measure = async (url: string, headers: Record<string, string> = {}, cached = false) => {
    if (!cached) ctx().app.readCache.invalidate();
    ctx().resetQueries();
    const res = await ctx().app.inject({ method: "GET", url, headers });
    expect(res.statusCode).toBe(200);
    return ctx().queries.length;
  };

  it(`the listing uses ${LISTING_QUERY_BUDGET} statements for any filters, sort and page size`, async () => {
    const urls = [
      "/catalog/categories/linzy/products",
      "/catalog/categories/linzy/products?per_page=120",
      "/catalog/categories/linzy/products?filters=brand=acuvue&sort=price_desc",
      "/catalog/categories/linzy/products?filters=brand=acuvue,biofinity/period=mesyachnye,odnodnevnye&per_page=90&page=1",
      "/catalog/categories/opravy/products",
    ];
    for (const url of urls) expect(await measure(url), url).toBe(LISTING_QUERY_BUDGET);
  });

  it("an unknown filter key is refused after the category lookup, before any statement tests filters", async () => {
    ctx().app.readCache.invalidate();
    ctx().resetQueries();
    const res = await ctx().app.inject({
      method: "GET",
      url: "/catalog/categories/linzy/products?filters=brand=acuvue/nope=x",
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Фильтр не найден в этой категории" });
    // current city + category with its facet keys; no facet-count, total or card statement
    expect(ctx().queries).toHaveLength(2);
    expect(ctx().queries.join("\n")).not.toMatch(/product_facet_values/);
  });

  it("the 2,000-key filter request is refused by the contract without a statement", async () => {
    ctx().resetQueries();
    const filters = Array.from({ length: 2000 }, (_, i) => `k${i}=v`).join("/");
    const started = performance.now();
    const res = await ctx().app.inject({
      method: "GET",
      url: `/catalog/categories/linzy/products?filters=${filters}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: "Слишком много фильтров" });
    expect(ctx().queries).toHaveLength(0);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("a cached listing costs only the current-city lookup, and a write's invalidation ends it", async () => {
    const url = "/catalog/categories/linzy/products?filters=brand=acuvue";
    expect(await measure(url)).toBe(LISTING_QUERY_BUDGET);
    expect(await measure(url, {}, true)).toBe(1);
    expect(await measure("/catalog/categories/linzy/products?filters=brand=acuvue&page=1", {}, true)).toBe(1);
    expect(await measure(url, { "x-city-id": "2" }, true)).toBe(LISTING_QUERY_BUDGET);
    ctx().app.readCache.invalidate("listing");
    expect(await measure(url, {}, true)).toBe(LISTING_QUERY_BUDGET);
  });

  it("GET /configs of a new visitor reads and writes nothing but the city (no session row)", async () => {
    ctx().app.readCache.invalidate();
    ctx().resetQueries();
    const res = await ctx().app.inject({ method: "GET", url: "/configs" });
    expect(res.headers["x-session-token"]).toMatch(/^frnt/);
    expect(ctx().queries.filter((q) => /^\s*insert/i.test(q))).toEqual([]);
    expect(await measure("/configs", {}, true)).toBe(1);
  });

  it("a session token adds exactly one lookup", async () => {
    const token = String(
      (await ctx().app.inject({ method: "GET", url: "/configs" })).headers["x-session-token"],
    );
    expect(
      await measure("/catalog/categories/linzy/products?per_page=120", { "x-session-token": token }),
    ).toBe(LISTING_QUERY_BUDGET + 1);
  });

  it(`a product page uses ${PRODUCT_QUERY_BUDGET} statements however many modifications it has`, async () => {
    expect(await measure("/products/101")).toBe(PRODUCT_QUERY_BUDGET);
    expect(await measure("/products/102")).toBe(PRODUCT_QUERY_BUDGET);
    expect(await measure("/products/by-slug/acuvue-oasys-1-day")).toBe(PRODUCT_QUERY_BUDGET);
  });

  it("the home page uses 3 statements", async () => {
    expect(await measure("/catalog/home")).toBe(3);
  });
});
