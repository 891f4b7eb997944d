import { SITEMAP_PAGE_SIZE } from "@optika/api-contract";
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { categories, cities, products, searchFilterPages } from "../../db/schema.ts";
import { seedDatabase } from "../../seed/index.ts";
import { describeOnEngines } from "../../test/harness.ts";
import {
  SITEMAP_INDEX_QUERY_BUDGET,
  SITEMAP_SECTION_QUERY_BUDGET,
  SITEMAP_STATIC_SECTION_QUERY_BUDGET,
} from "../../test/query-budgets.ts";
import { sitemapSectionPage } from "./sitemap-sections.ts";

type TEntry = { path: string; lastmod: string | null };

describeOnEngines(
  "sitemap",
  (ctx) => {
    const get = (url: string, headers: Record<string, string> = {}) =>
      ctx().app.inject({ method: "GET", url, headers });
    const section = async (name: string): Promise<TEntry[]> => {
      const res = await get(`/sitemap/${name}`);
      expect(res.statusCode, name).toBe(200);
      return res.json().entries;
    };

    it("the index lists every section with its file count and newest change, and the host's city", async () => {
      const res = await get("/sitemap", { "x-forwarded-host": "ekb.localhost:3000" });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.city_sub_domain).toBe("ekb");
      expect(body.city_id).toBe(1);
      expect(body.sections.map((s: { section: string }) => s.section)).toEqual([
        "static",
        "categories",
        "filters",
        "products",
        "services",
        "specialists",
        "pages",
        "articles",
        "charity",
        "promotions",
        "media",
        "reviews",
        "questions",
        "competitors",
      ]);
      for (const s of body.sections) expect(s.pages, s.section).toBeGreaterThanOrEqual(1);
      const products = body.sections.find((s: { section: string }) => s.section === "products");
      expect(products.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect((await get("/sitemap")).json()).toMatchObject({ city_sub_domain: null, city_id: null });
      expect((await get("/sitemap", { "x-forwarded-host": "nope.localhost" })).json()).toMatchObject({
        city_sub_domain: null,
        city_id: null,
      });
    });

    it("a host's sitemap leaves out /kontakty where the host's city has no clinic nor shop (a cookie never decides)", async () => {
      const staticPaths = async (headers: Record<string, string>) => {
        const res = await get("/sitemap/static", headers);
        expect(res.statusCode).toBe(200);
        return res.json().entries.map((e: TEntry) => e.path);
      };
      expect(await staticPaths({ "x-forwarded-host": "barnaul.localhost:3000" })).not.toContain("/kontakty");
      expect(await staticPaths({ "x-forwarded-host": "barnaul.localhost:3000" })).toContain("/zapis");
      expect(await staticPaths({ "x-forwarded-host": "chelyabinsk.localhost:3000" })).toContain("/kontakty");
      expect(await staticPaths({})).toContain("/kontakty");
      // the base host's sitemap is the default city's, whatever city the caller states
      const barnaul = await ctx()
        .db.select({ id: cities.id })
        .from(cities)
        .where(eq(cities.subDomain, "barnaul"));
      const cookie = `city_id=${barnaul[0]?.id}`;
      expect(await staticPaths({ "x-forwarded-host": "localhost:3000", cookie })).toContain("/kontakty");
      expect(
        await staticPaths({ "x-forwarded-host": "localhost:3000", "x-city-id": String(barnaul[0]?.id) }),
      ).toContain("/kontakty");
    });

    it("products: every available product once, at the page its product answers with; no withdrawn one, no certificate", async () => {
      const entries = await section("products");
      const paths = entries.map((e) => e.path);
      expect(new Set(paths).size).toBe(paths.length);
      expect(paths).not.toContain("/sertifikaty");
      const withdrawn = await ctx()
        .db.select({ slug: products.slug })
        .from(products)
        .where(eq(products.isNotAvailable, true));
      for (const { slug } of withdrawn) expect(paths).not.toContain(`/product/${slug}`);
      const available = await ctx()
        .db.select({ id: products.id })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(and(eq(products.isNotAvailable, false)));
      expect(paths.length).toBeGreaterThan(0);
      expect(paths.length).toBeLessThan(available.length); // the certificates are left out
      for (const entry of entries.slice(0, 20)) {
        const slug = entry.path.split("/").at(-1) ?? "";
        const product = await get(`/products/by-slug/${slug}`);
        expect(product.statusCode, entry.path).toBe(200);
        expect(product.json().url).toBe(entry.path);
        expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      }
    });

    it("categories and filter pages: only listings with products, each a listing the API answers", async () => {
      const cats = await section("categories");
      expect(cats.map((e) => e.path)).toContain("/catalog/linzy");
      expect(cats.map((e) => e.path)).not.toContain("/catalog/podarochnye-sertifikaty");
      const filters = await section("filters");
      expect(filters.map((e) => e.path)).toContain("/catalog/linzy/f/brand=acuvue");
      // every filter page of the lenses, and a sample of the others (each costs a listing)
      const sample = filters
        .filter((e, i) => e.path.startsWith("/catalog/linzy/") || i % 10 === 0)
        .slice(0, 25);
      for (const entry of sample) {
        const match = /^\/catalog\/([a-z0-9-]+)\/f\/(.+)$/.exec(entry.path);
        expect(match, entry.path).not.toBeNull();
        const res = await get(`/catalog/categories/${match?.[1]}/products?filters=${match?.[2]}`);
        expect(res.statusCode, entry.path).toBe(200);
        expect(res.json().pagination.total, entry.path).toBeGreaterThan(0);
      }
      // an emptied filter page leaves the sitemap
      const [first] = await ctx().db.select().from(searchFilterPages).limit(1);
      if (!first) throw new Error("no filter pages seeded");
      await ctx()
        .db.update(searchFilterPages)
        .set({ productsCount: 0 })
        .where(
          and(
            eq(searchFilterPages.categoryId, first.categoryId),
            eq(searchFilterPages.key, first.key),
            eq(searchFilterPages.valueSlug, first.valueSlug),
          ),
        );
      ctx().app.readCache.invalidate();
      const after = (await section("filters")).map((e) => e.path);
      expect(after).toHaveLength(filters.length - 1);
    });

    it("services, specialists and the static pages are local paths the site serves", async () => {
      expect((await section("static")).map((e) => e.path)).toEqual(
        expect.arrayContaining(["/", "/kontakty"]),
      );
      const services = await section("services");
      expect(services.some((e) => /^\/uslugi\/[a-z0-9-]+\/[a-z0-9-]+$/.test(e.path))).toBe(true);
      const specialists = await section("specialists");
      expect(specialists[0]?.path).toMatch(/^\/specialists\/\d+$/);
    });

    it(`costs ${SITEMAP_INDEX_QUERY_BUDGET} statements for the index and ${SITEMAP_SECTION_QUERY_BUDGET} for a section; cached, only the city`, async () => {
      ctx().app.readCache.invalidate();
      ctx().resetQueries();
      expect((await get("/sitemap")).statusCode).toBe(200);
      expect(ctx().queries, ctx().queries.join("\n")).toHaveLength(SITEMAP_INDEX_QUERY_BUDGET);
      ctx().resetQueries();
      expect((await get("/sitemap")).statusCode).toBe(200);
      expect(ctx().queries).toHaveLength(1);
      ctx().app.readCache.invalidate();
      ctx().resetQueries();
      expect((await get("/sitemap/products")).statusCode).toBe(200);
      expect(ctx().queries).toHaveLength(SITEMAP_SECTION_QUERY_BUDGET);
      ctx().app.readCache.invalidate();
      ctx().resetQueries();
      const city = { "x-forwarded-host": "chelyabinsk.localhost:3000" };
      expect((await get("/sitemap/static", city)).statusCode).toBe(200);
      expect(ctx().queries, ctx().queries.join("\n")).toHaveLength(SITEMAP_STATIC_SECTION_QUERY_BUDGET);
    });

    it("an unknown section is a 404, a bad name or page a 400, a page past the end a 404", async () => {
      expect((await get("/sitemap/nope")).statusCode).toBe(404);
      expect((await get("/sitemap/nope")).json()).toEqual({ message: "Раздел карты сайта не найден" });
      expect((await get("/sitemap/Products")).statusCode).toBe(400);
      expect((await get("/sitemap/products?page=0")).statusCode).toBe(400);
      expect((await get("/sitemap/products?page=21")).statusCode).toBe(400);
      expect((await get("/sitemap/products?page=20")).statusCode).toBe(404);
    });

    it("a registered source is one more section, paged by SITEMAP_PAGE_SIZE, its bad paths dropped", async () => {
      const many = Array.from({ length: SITEMAP_PAGE_SIZE + 5 }, (_, i) => ({
        path: `/stat/news/a-${i}`,
        lastmod: new Date(Date.UTC(2026, 0, 1 + (i % 28))),
      }));
      const sources = [
        {
          section: "articles",
          list: async () => [
            { path: "//evil.example/x", lastmod: null },
            ...many,
            { path: "/stat/news/a-1", lastmod: null },
          ],
        },
      ];
      const deps = { db: ctx().db, cache: ctx().app.readCache, now: () => new Date() };
      const first = await sitemapSectionPage(deps, sources, "articles", 1);
      const second = await sitemapSectionPage(deps, sources, "articles", 2);
      expect(first).toHaveLength(SITEMAP_PAGE_SIZE);
      expect(second?.map((e) => e.path)).toEqual(
        [0, 1, 2, 3, 4].map((i) => `/stat/news/a-${SITEMAP_PAGE_SIZE + i}`),
      );
      expect(await sitemapSectionPage(deps, sources, "articles", 3)).toBeNull();
      expect(first?.[0]).toEqual({ path: "/stat/news/a-0", lastmod: "2026-01-01T00:00:00.000Z" });
    });
  },
  {
    prepare: async (db) => {
      await seedDatabase(db, { scale: 1 });
    },
    timeoutMs: 180_000,
  },
);
