import { expect, it } from "vitest";
import { describeOnEngines } from "../../test/harness.ts";

type TCard = { id: number; url: string; price: number; quantity: number };
type TFacet = { key: string; values: Array<{ value: string; count: number; selected: boolean }> };

const counts = (facets: TFacet[], key: string) =>
  Object.fromEntries((facets.find((f) => f.key === key)?.values ?? []).map((v) => [v.value, v.count]));

describeOnEngines("catalogue listing", (ctx) => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: "GET", url, headers });

  it("GET /catalog/categories lists the categories in order with counts", async () => {
    const res = await get("/catalog/categories");
    expect(res.statusCode).toBe(200);
    const { categories } = res.json();
    expect(categories.map((c: { slug: string }) => c.slug)).toEqual([
      "linzy",
      "opravy",
      "solncezashchitnye-ochki",
      "aksessuary",
      "podarochnye-sertifikaty",
    ]);
    expect(categories[0]).toMatchObject({ url: "/catalog/linzy", products_count: 40, kind: "lenses" });
  });

  it("lists a category without filters: first page by popularity, facets, pagination", async () => {
    const res = await get("/catalog/categories/linzy/products");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.category.slug).toBe("linzy");
    expect(body.filters).toEqual({});
    expect(body.canonicalPath).toBe("/catalog/linzy");
    expect(body.sort).toBe("popular");
    expect(body.pagination).toEqual({ page: 1, perPage: 30, total: 40, pageCount: 2 });
    expect(body.products).toHaveLength(30);
    expect(body.products.slice(0, 5).map((p: TCard) => p.id)).toEqual([101, 102, 103, 104, 105]);
    expect(body.products[0]).toMatchObject({
      url: "/product/acuvue-oasys-1-day",
      price: 199_000,
      price_old: 219_000,
      brand: { slug: "acuvue", name: "ACUVUE" },
      category: { slug: "linzy" },
      hasModifications: true,
      quantity: 8,
    });
    expect(body.products[1]).toMatchObject({ hasModifications: false, quantity: 4 });
    expect(body.facets.map((f: TFacet) => f.key)).toEqual(["brand", "period"]);
    expect(counts(body.facets, "brand")).toEqual({ acuvue: 20, biofinity: 20 });
    expect(counts(body.facets, "period")).toEqual({ odnodnevnye: 14, dvuhnedelnye: 1, mesyachnye: 25 });
  });

  it("filters by brand; the brand facet keeps counting the other brands", async () => {
    const body = (await get("/catalog/categories/linzy/products?filters=brand=acuvue")).json();
    expect(body.pagination.total).toBe(20);
    expect(body.products.every((p: { brand: { slug: string } }) => p.brand.slug === "acuvue")).toBe(true);
    expect(counts(body.facets, "brand")).toEqual({ acuvue: 20, biofinity: 20 });
    expect(counts(body.facets, "period")).toEqual({ odnodnevnye: 8, dvuhnedelnye: 1, mesyachnye: 11 });
    const brand = body.facets.find((f: TFacet) => f.key === "brand");
    expect(brand.values.find((v: { value: string }) => v.value === "acuvue").selected).toBe(true);
    expect(brand.values.find((v: { value: string }) => v.value === "biofinity").selected).toBe(false);
  });

  it("filters by period", async () => {
    const body = (await get("/catalog/categories/linzy/products?filters=period=dvuhnedelnye")).json();
    expect(body.products.map((p: TCard) => p.id)).toEqual([102]);
    expect(counts(body.facets, "brand")).toEqual({ acuvue: 1, biofinity: 0 });
  });

  it("ANDs keys and ORs values; facet counts apply every other selected key", async () => {
    const both = (
      await get("/catalog/categories/linzy/products?filters=brand=acuvue/period=odnodnevnye")
    ).json();
    expect(both.pagination.total).toBe(8);
    expect(both.canonicalPath).toBe("/catalog/linzy/f/brand=acuvue/period=odnodnevnye");
    expect(counts(both.facets, "brand")).toEqual({ acuvue: 8, biofinity: 6 });
    expect(counts(both.facets, "period")).toEqual({ odnodnevnye: 8, dvuhnedelnye: 1, mesyachnye: 11 });

    const orValues = (
      await get("/catalog/categories/linzy/products?filters=period=odnodnevnye,dvuhnedelnye")
    ).json();
    expect(orValues.pagination.total).toBe(15);
    expect(orValues.filters).toEqual({ period: ["dvuhnedelnye", "odnodnevnye"] });
    expect(orValues.canonicalPath).toBe("/catalog/linzy/f/period=dvuhnedelnye,odnodnevnye");
  });

  it("canonicalises the filter order", async () => {
    const body = (
      await get("/catalog/categories/linzy/products?filters=period=odnodnevnye/brand=acuvue")
    ).json();
    expect(body.canonicalPath).toBe("/catalog/linzy/f/brand=acuvue/period=odnodnevnye");
    expect(Object.keys(body.filters)).toEqual(["brand", "period"]);
  });

  it("sorts by price both ways and by novelty", async () => {
    const asc = (await get("/catalog/categories/linzy/products?sort=price_asc&per_page=120")).json()
      .products as TCard[];
    expect(asc.map((p) => p.price)).toEqual([...asc.map((p) => p.price)].sort((a, b) => a - b));
    expect(asc[0]?.id).toBe(201);
    const desc = (await get("/catalog/categories/linzy/products?sort=price_desc")).json().products as TCard[];
    expect(desc.slice(0, 2).map((p) => p.id)).toEqual([105, 101]);
    const fresh = (await get("/catalog/categories/linzy/products?sort=new")).json().products as TCard[];
    expect(fresh[0]?.id).toBe(235);
  });

  it("paginates: page 2 holds the rest, a page past the end is a 404 (spec §5)", async () => {
    const page1 = (await get("/catalog/categories/linzy/products?page=1")).json();
    const page2 = (await get("/catalog/categories/linzy/products?page=2")).json();
    expect(page2.products).toHaveLength(10);
    expect(page2.pagination).toEqual({ page: 2, perPage: 30, total: 40, pageCount: 2 });
    const ids = new Set([...page1.products, ...page2.products].map((p: TCard) => p.id));
    expect(ids.size).toBe(40);
    const sixty = (await get("/catalog/categories/linzy/products?per_page=60")).json();
    expect(sixty.products).toHaveLength(40);
    expect(sixty.pagination.pageCount).toBe(1);
    const past = await get("/catalog/categories/linzy/products?page=3");
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ message: "Страница не найдена" });
    // an empty selection still has its first page
    const empty = await get(
      "/catalog/categories/linzy/products?filters=brand=acuvue/period=mesyachnye&page=1",
    );
    expect([200, 404]).toContain(empty.statusCode);
    const far = await get("/catalog/categories/linzy/products?page=1000000");
    expect(far.statusCode).toBe(404);
  });

  it("counts stock in the current city", async () => {
    const msk = (await get("/catalog/categories/linzy/products", { "x-city-id": "2" })).json();
    expect(msk.products[0]).toMatchObject({ id: 101, quantity: 3 });
    expect(msk.products.find((p: TCard) => p.id === 104).quantity).toBe(7);
  });

  it("links category id 3 (glasses) to /ochki, the 1000-rub certificate to /sertifikaty, the rest to /product", async () => {
    // The fixture's category 3 is the sunglasses one, 2 the frames (spec §1: "category id 3 means glasses").
    const sun = (await get("/catalog/categories/solncezashchitnye-ochki/products")).json();
    expect(sun.products[0].url).toBe("/ochki/ray-ban-wayfarer");
    const frames = (await get("/catalog/categories/opravy/products")).json();
    expect(frames.products[0].url).toBe("/product/ray-ban-rx5154");
    const certs = (await get("/catalog/categories/podarochnye-sertifikaty/products")).json();
    expect(certs.products[0]).toMatchObject({ id: 9907, url: "/sertifikaty", brand: null });
  });

  it("400 with field messages on bad page, per_page and sort", async () => {
    const negative = await get("/catalog/categories/linzy/products?page=-1");
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors.page[0]).toMatch(/страницы/);
    expect(negative.json().message).toBe(negative.json().errors.page[0]);
    const zero = await get("/catalog/categories/linzy/products?page=0");
    expect(zero.statusCode).toBe(400);
    const seven = await get("/catalog/categories/linzy/products?per_page=7");
    expect(seven.statusCode).toBe(400);
    expect(seven.json().errors.per_page[0]).toContain("30, 60, 90, 120");
    const sort = await get("/catalog/categories/linzy/products?sort=cheap&page=x");
    expect(sort.statusCode).toBe(400);
    expect(Object.keys(sort.json().errors).sort()).toEqual(["page", "sort"]);
  });

  it("404 with a Russian message on unknown category, filter key, filter value or malformed filters", async () => {
    const category = await get("/catalog/categories/nope/products");
    expect(category.statusCode).toBe(404);
    expect(category.json().message).toBe("Категория не найдена");
    const key = await get("/catalog/categories/linzy/products?filters=material=silikon");
    expect(key.statusCode).toBe(404);
    expect(key.json().message).toBe("Фильтр не найден в этой категории");
    const value = await get("/catalog/categories/linzy/products?filters=brand=acuvue,nope");
    expect(value.statusCode).toBe(404);
    expect(value.json().message).toBe("Значение фильтра «Бренд» не найдено");
    const malformed = await get("/catalog/categories/linzy/products?filters=brand");
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().message).toMatch(/key=value/);
    // the request is never quoted back
    for (const res of [key, value, malformed]) expect(res.body).not.toMatch(/material|silikon|nope/);
  });

  it("GET /catalog/home: popular available products per category", async () => {
    const body = (await get("/catalog/home?limit=3")).json();
    expect(body.sections.map((s: { category: { slug: string } }) => s.category.slug)).toEqual([
      "linzy",
      "opravy",
      "solncezashchitnye-ochki",
      "podarochnye-sertifikaty",
    ]);
    expect(body.sections[0].products.map((p: TCard) => p.id)).toEqual([101, 102, 103]);
    const all = (await get("/catalog/home?limit=24")).json();
    expect(all.sections[0].products.map((p: TCard) => p.id)).not.toContain(105);
    expect((await get("/catalog/home?limit=0")).statusCode).toBe(400);
  });
});
