import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { seedSearchIndex } from "../../seed/search-index.ts";
import { insertFixture } from "../../test/fixture.ts";
import { describeOnEngines } from "../../test/harness.ts";
import { SEARCH_QUERY_BUDGET } from "../../test/query-budgets.ts";

const GROUPS = [
  "products",
  "services",
  "categories",
  "brands",
  "specialists",
  "videos",
  "questions",
  "articles",
  "filter_pages",
  "lens_options",
];

describeOnEngines(
  "GET /catalog/search",
  (ctx) => {
    const search = (query: string, extra = "", headers: Record<string, string> = {}) =>
      ctx().app.inject({
        method: "GET",
        url: `/catalog/search?${new URLSearchParams({ query })}${extra}`,
        headers,
      });
    const uncached = () => ctx().app.readCache.invalidate();

    it("answers every group with a name, items and a total; products paginated 30 per page", async () => {
      const res = await search("акувью");
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.query).toBe("акувью");
      expect(body.category_id).toBeNull();
      expect(Object.keys(body.groups).sort()).toEqual([...GROUPS].sort());
      for (const key of GROUPS) {
        expect(typeof body.groups[key].name).toBe("string");
        expect(Array.isArray(body.groups[key].items)).toBe(true);
      }
      expect(
        body.groups.products.items
          .slice(0, 3)
          .map((p: { slug: string }) => p.slug)
          .sort(),
      ).toEqual(["1-day-acuvue-moist", "acuvue-oasys", "acuvue-oasys-1-day"]);
      expect(body.groups.brands.items).toEqual([
        {
          id: 1,
          name: "ACUVUE",
          slug: "acuvue",
          url: "/catalog/linzy/f/brand=acuvue",
          products_count: expect.any(Number),
        },
      ]);
      expect(body.groups.filter_pages.items[0]).toMatchObject({
        url: "/catalog/linzy/f/brand=acuvue",
        category_id: 1,
        slug: "brand=acuvue",
      });
      expect(body.groups.services).toEqual({ name: "Услуги", items: [], total: 0 });
      // a category's word finds its filter pages ('Контактные линзы ACUVUE', … Однодневные)
      const lensPages = (await search("линзы")).json().groups.filter_pages;
      expect(lensPages.items.map((page: { slug: string }) => page.slug).sort()).toEqual([
        "brand=acuvue",
        "brand=biofinity",
        "period=dvuhnedelnye",
        "period=mesyachnye",
        "period=odnodnevnye",
      ]);
      expect(lensPages.items.every((page: { category_id: number }) => page.category_id === 1)).toBe(true);
      const lenses = (await search("линза")).json().groups.products;
      expect(lenses.items).toHaveLength(30);
      expect(lenses.pagination).toEqual({ page: 1, perPage: 30, total: lenses.total, pageCount: 2 });
      const second = (await search("линза", "&page=2")).json().groups.products;
      expect(second.items.length).toBe(lenses.total - 30);
      expect((await search("линза", "&page=99")).json().groups.products).toMatchObject({
        items: [],
        total: lenses.total,
      });
      expect((await search("линза", "&category_id=5")).json().category_id).toBe(5);
    });

    it("ranks products in stock in the current city above equally relevant ones that are not", async () => {
      // 'Линза 201' … 'Линза 235' are equally relevant; 235 is the least popular
      await ctx().db.execute(
        sql`insert into stock (store_id, modification_id, quantity) values (1, 60235, 2)`,
      );
      try {
        uncached();
        const inCity = (await search("линза", "", { "x-city-id": "1" })).json().groups.products.items;
        expect(inCity[0].slug).toBe("lens-235");
        expect(inCity[0].quantity).toBe(2);
        const elsewhere = (await search("линза", "", { "x-city-id": "2" })).json().groups.products.items;
        expect(elsewhere[0].slug).toBe("lens-201");
      } finally {
        await ctx().db.execute(sql`delete from stock where store_id = 1 and modification_id = 60235`);
        uncached();
      }
    });

    it("finds lens options by a parameter number in either notation", async () => {
      for (const query of ["-1.00 oasys", "-1,0 acuvue"]) {
        const body = (await search(query)).json();
        const option = body.groups.lens_options.items.find((o: { code: string }) => o.code === "sphere");
        expect(option, query).toBeDefined();
        expect(option.urls.map((u: { url: string }) => u.url)).toContain("/product/acuvue-oasys-1-day");
        expect(body.groups.products.items.map((p: { slug: string }) => p.slug)).toContain(
          "acuvue-oasys-1-day",
        );
      }
    });

    it("refuses a 10 000-character query with a Russian message, without a statement", async () => {
      ctx().resetQueries();
      const res = await search("а".repeat(10_000));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/не длиннее 1000 символов/);
      expect(ctx().queries).toHaveLength(0);
    });

    it("searches the first 200 characters of a long query", async () => {
      const res = await search(`акувью ${"х".repeat(900)}`);
      expect(res.statusCode).toBe(200);
      expect(Array.from(res.json().query as string).length).toBeLessThanOrEqual(200);
    });

    it.each([
      ["SQL", "'; drop table products; --"],
      ["SQL or", "' or 1=1 --"],
      ["tsquery syntax", "acuvue:* & !oasys | (линза <-> 'x')"],
      ["LIKE wildcards", "%_\\%_ линз%"],
      ["quotes and dollars", `"$$" $1 \\x00 ''`],
      ["only punctuation", "!!! ??? ..."],
      ["emoji and symbols", "😀 линзы ₽ № ©"],
      ["numbers only", "-3.5 8,6 +2 99999"],
      ["stop words only", "для и на в"],
    ])("answers %s with 200", async (_kind, query) => {
      uncached();
      const res = await search(query);
      expect(res.statusCode, query).toBe(200);
      expect(res.json().groups.products.total).toBeGreaterThanOrEqual(0);
    });

    it.each([
      ["a lone high surrogate (UTF-8 of U+D800)", "%ED%A0%80%D0%BB%D0%B8%D0%BD%D0%B7%D1%8B"],
      ["a lone low surrogate (UTF-8 of U+DC00)", "%ED%B0%80abc"],
      ["malformed percent-encoding", "%E0%A4%A%D0%BB"],
      ["a NUL byte", "%00%D0%BB%D0%B8%D0%BD%D0%B7%D1%8B"],
      ["control characters", "%01%02%1B%7F%D0%BB%D0%B8%D0%BD%D0%B7"],
    ])("answers %s with 200 or 400, never 500", async (_kind, raw) => {
      const res = await ctx().app.inject({ method: "GET", url: `/catalog/search?query=${raw}` });
      expect([200, 400]).toContain(res.statusCode);
      if (res.statusCode === 400) expect(res.json().message).toMatch(/[А-Яа-я]/);
    });

    it("answers an empty or short query with empty groups and no statement", async () => {
      for (const url of ["/catalog/search", "/catalog/search?query=", "/catalog/search?query=%20%20ли%20"]) {
        ctx().resetQueries();
        const res = await ctx().app.inject({ method: "GET", url });
        expect(res.statusCode, url).toBe(200);
        const groups = res.json().groups;
        for (const key of GROUPS) expect(groups[key].total).toBe(0);
        expect(ctx().queries).toHaveLength(0);
      }
    });

    it.each([
      ["page=0", /Номер страницы/],
      ["page=abc", /Номер страницы/],
      ["page=1001", /Номер страницы/],
      ["category_id=0", /Идентификатор раздела/],
      ["category_id=x", /Идентификатор раздела/],
    ])("refuses %s with 400", async (param, message) => {
      const res = await ctx().app.inject({ method: "GET", url: `/catalog/search?query=linzy&${param}` });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toMatch(message);
    });

    it(`keeps to the query budget (${SEARCH_QUERY_BUDGET} statements at most) whatever the query`, async () => {
      const measure = async (query: string) => {
        uncached();
        ctx().resetQueries();
        const res = await search(query);
        expect(res.statusCode).toBe(200);
        return ctx().queries.length;
      };
      expect(await measure("акувью оазис")).toBe(SEARCH_QUERY_BUDGET - 1);
      expect(await measure("kbyps ljkuj jxrb ktyps xthysq ,tksq cbybq rhfcysq")).toBe(
        SEARCH_QUERY_BUDGET - 1,
      );
      expect(await measure("-3.5 8.6 oasys")).toBe(SEARCH_QUERY_BUDGET);
      // a cached answer costs only the current city
      ctx().resetQueries();
      await search("-3.5 8.6 oasys");
      expect(ctx().queries).toHaveLength(1);
    });
  },
  {
    prepare: async (db) => {
      await insertFixture(db);
      await seedSearchIndex(db);
    },
    timeoutMs: 180_000,
  },
);
