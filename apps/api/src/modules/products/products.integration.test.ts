import { expect, it } from "vitest";
import { FX } from "../../test/fixture.ts";
import { describeOnEngines } from "../../test/harness.ts";

describeOnEngines("products", (ctx) => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: "GET", url, headers });

  it("GET /products/:id answers the product with variant groups, modifications and availability", async () => {
    const res = await get(`/products/${FX.product.oasys1day}`);
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({
      id: 101,
      slug: "acuvue-oasys-1-day",
      url: "/product/acuvue-oasys-1-day",
      price: 199_000,
      price_old: 219_000,
      image_id: 101,
      category: { id: 1, name: "Контактные линзы", slug: "linzy" },
      brand: { id: 1, name: "ACUVUE", slug: "acuvue" },
      is_not_available: false,
      hasModifications: true,
      bonus_value: 20,
      quantity: 8,
    });
    expect(p.images.map((i: { id: number }) => i.id)).toEqual([101, 102]);
    expect(p.variants).toEqual([
      {
        name: "Оптическая сила (Сфера)",
        groupId: 1001,
        code: "sphere",
        variants: [
          { id: 10011, label: "-1.00", value: "-1.00" },
          { id: 10012, label: "-1.50", value: "-1.50" },
          { id: 10013, label: "-2.00", value: "-2.00" },
        ],
      },
      {
        name: "Радиус кривизны",
        groupId: 1002,
        code: "base_curve",
        variants: [
          { id: 10021, label: "8.5", value: "8.5" },
          { id: 10022, label: "9.0", value: "9.0" },
        ],
      },
    ]);
    expect(p.modifications).toHaveLength(5);
    const m1 = p.modifications.find((m: { id: number }) => m.id === FX.mod.m100bc85);
    expect(m1).toMatchObject({ price: 199_000, variants: [{ id: 10011 }, { id: 10021 }], quantity: 5 });
    expect(m1.stores).toEqual([
      { store_id: 1, city_id: 1, name: "Оптика на Ленина", address: "пр. Ленина, 50", quantity: 5 },
    ]);
    expect(p.modifications.find((m: { id: number }) => m.id === FX.mod.m150bc90).price).toBe(205_000);
    expect(p.availability).toEqual({
      inCity: true,
      cityId: 1,
      stores: [
        { id: 1, name: "Оптика на Ленина", address: "пр. Ленина, 50", quantity: 5 },
        { id: 2, name: "Клиника на Малышева", address: "ул. Малышева, 30", quantity: 3 },
      ],
    });
    expect(p.characteristics.map((g: { name: string }) => g.name)).toEqual([
      "Основные характеристики",
      "Акции MyAcuvue",
    ]);
    expect(p.characteristics[0].characteristics[0]).toEqual({
      name: "Срок замены",
      slug: "period",
      values: [{ slug: "odnodnevnye", value: "Однодневные" }],
    });
  });

  it("availability follows the current city", async () => {
    const p = (await get("/products/104", { "x-city-id": "1" })).json();
    expect(p.availability).toEqual({ inCity: false, cityId: 1, stores: [] });
    expect(p.hasModifications).toBe(false);
    expect(p.modifications).toHaveLength(1);
    const msk = (await get("/products/104", { "x-city-id": "2" })).json();
    expect(msk.availability.inCity).toBe(true);
    expect(msk.quantity).toBe(7);
  });

  it("GET /products/by-slug/:slug answers the same product; unknown slug → 404", async () => {
    const bySlug = await get("/products/by-slug/ray-ban-rx5154");
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toMatchObject({ id: 301, url: "/product/ray-ban-rx5154", hasModifications: false });
    expect((await get("/products/by-slug/ray-ban-wayfarer")).json().url).toBe("/ochki/ray-ban-wayfarer");
    expect((await get("/products/by-slug/podarochnyy-sertifikat-1000")).json().url).toBe("/sertifikaty");
    const missing = await get("/products/by-slug/no-such-lens");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Товар не найден" });
  });

  it("GET /products/by-slug/{slug}-{article}… finds the product of the longest existing shorter slug in one lookup", async () => {
    ctx().resetQueries();
    const legacy = await get("/products/by-slug/ray-ban-rx5154-123456-7");
    expect(legacy.statusCode).toBe(200);
    expect(legacy.json()).toMatchObject({ id: 301, slug: "ray-ban-rx5154" });
    // the worst case of the finding: 49 article suffixes, still one product lookup
    ctx().resetQueries();
    const worst = await get(`/products/by-slug/z${"-1".repeat(49)}`);
    expect(worst.statusCode).toBe(404);
    expect(ctx().queries.filter((q) => /from "products"/.test(q))).toHaveLength(1);
  });

  it("GET /products/by-slug with a NUL byte or an over-long slug → 400 without quoting it; ids past int4 → 400", async () => {
    for (const url of [
      "/products/by-slug/%00",
      "/products/by-slug/a%00b",
      `/products/by-slug/${"a".repeat(101)}`,
    ]) {
      const res = await get(url);
      expect([400, 404], url).toContain(res.statusCode);
      expect(Object.keys(res.json()).sort()).toEqual(
        res.statusCode === 400 ? ["errors", "message"] : ["message"],
      );
      expect(res.body).not.toContain("aaaa");
    }
    for (const url of [
      "/products/2147483648",
      "/products/99999999999999999999",
      "/products/2147483648/modifications",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe("Идентификатор товара должен быть целым положительным числом");
    }
    expect((await get("/products/2147483647")).statusCode).toBe(404);
  });

  it("GET /products/abc → 400 with a field message; unknown id → 404", async () => {
    const bad = await get("/products/abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.id).toEqual(["Идентификатор товара должен быть целым положительным числом"]);
    expect((await get("/products/-5")).statusCode).toBe(400);
    expect((await get("/products/1.5")).statusCode).toBe(400);
    expect((await get("/products/424242")).statusCode).toBe(404);
  });
});

describeOnEngines("product modifications", (ctx) => {
  const get = (url: string) => ctx().app.inject({ method: "GET", url });
  const base = `/products/${FX.product.oasys1day}/modifications`;
  const stockFilters = "filter[quantity][gt]=0&filter[store_quantity][gte]=0";

  it("finds the in-stock modification in the city (city filter applied)", async () => {
    const res = await get(
      `${base}?v[1001]=10011&v[1002]=10021&expand=stores&${stockFilters}&filter[store_city_id]=1`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      modification: {
        id: FX.mod.m100bc85,
        sku: "101-100-85",
        price: 199_000,
        variants: [{ id: 10011 }, { id: 10021 }],
        stores: [
          { store_id: 1, city_id: 1, name: "Оптика на Ленина", address: "пр. Ленина, 50", quantity: 5 },
        ],
        quantity: 5,
      },
      total: 1,
      cityFilter: "applied",
    });
  });

  it("retries without the city filter when nothing is in stock in the city", async () => {
    const res = await get(
      `${base}?v[1001]=10012&v[1002]=10021&expand=stores&${stockFilters}&filter[store_city_id]=1`,
    );
    const body = res.json();
    expect(body.cityFilter).toBe("dropped_after_empty");
    expect(body.modification).toMatchObject({ id: FX.mod.m150bc85, quantity: 2 });
    expect(body.modification.stores).toEqual([
      { store_id: 3, city_id: 2, name: "Оптика на Тверской", address: "ул. Тверская, 7", quantity: 2 },
    ]);
  });

  it("without a city filter counts every store", async () => {
    const body = (await get(`${base}?v[1001]=10011&v[1002]=10021&${stockFilters}`)).json();
    expect(body).toMatchObject({
      cityFilter: "not_requested",
      modification: { id: FX.mod.m100bc85, quantity: 6, stores: [] },
    });
  });

  it("with only some groups chosen answers the first in-stock match and how many matched", async () => {
    const body = (await get(`${base}?v[1001]=10011&filter[quantity][gt]=0&filter[store_city_id]=1`)).json();
    expect(body).toMatchObject({ modification: { id: FX.mod.m100bc85 }, total: 1, cityFilter: "applied" });
    const any = (await get(base)).json();
    expect(any).toMatchObject({
      modification: { id: FX.mod.m100bc85 },
      total: 5,
      cityFilter: "not_requested",
    });
  });

  it("answers null when no modification has the combination or none is in stock anywhere", async () => {
    const none = (await get(`${base}?v[1001]=10013&v[1002]=10022`)).json();
    expect(none).toEqual({ modification: null, total: 0, cityFilter: "not_requested" });
    const outOfStock = (await get(`${base}?v[1001]=10013&${stockFilters}&filter[store_city_id]=1`)).json();
    expect(outOfStock).toEqual({ modification: null, total: 0, cityFilter: "dropped_after_empty" });
  });

  it("400 on malformed parameters, 404 on variants of another group or product", async () => {
    const bad = await get(`${base}?v[abc]=1&filter[quantity][gt]=x`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["filter.quantity.gt", "v"]);
    for (const query of [
      "v[1001]=2147483648",
      "v[2147483648]=1",
      "filter[store_city_id]=2147483648",
      `${Array.from({ length: 40 }, (_, i) => `v[${i + 1}]=1`).join("&")}`,
      "filter=1",
      "v=1",
    ]) {
      expect((await get(`${base}?${query}`)).statusCode, query).toBe(400);
    }
    expect((await get(`${base}?v[1001]=10021`)).statusCode).toBe(404);
    // a small group id arrives as a sparse array from the parser and is still read as group 3
    const small = await get(`${base}?v[3]=5`);
    expect(small.statusCode).toBe(404);
    expect(small.json()).toEqual({ message: "Выбранный вариант не найден у этого товара" });
    expect((await get("/products/424242/modifications")).statusCode).toBe(404);
    expect((await get("/products/abc/modifications")).statusCode).toBe(400);
  });
});

describeOnEngines("modification variants", (ctx) => {
  const get = (url: string) => ctx().app.inject({ method: "GET", url });
  const ids = (body: { variants: { variants: Array<{ id: number }> } }) =>
    body.variants.variants.map((v) => v.id);
  const base = `/products-local/${FX.product.oasys1day}/modification-variants`;

  it("lists every value of a group when nothing is chosen", async () => {
    const body = (await get(`${base}/1002`)).json();
    expect(ids(body)).toEqual([10021, 10022]);
    expect(body.exist).toBe(true);
  });

  it("keeps only the values that exist with the earlier choices", async () => {
    const body = (await get(`${base}/1002?variant_ids[]=10013`)).json();
    expect(body).toEqual({
      variants: { variants: [{ id: 10021, label: "8.5", value: "8.5" }] },
      exist: true,
    });
    const sphere = (await get(`${base}/1001?variant_ids[]=10022`)).json();
    expect(ids(sphere)).toEqual([10011, 10012]);
  });

  it("ignores a choice in the group itself; exist says whether the whole combination exists", async () => {
    const body = (await get(`${base}/1001?variant_ids[]=10013&variant_ids[]=10022`)).json();
    expect(ids(body)).toEqual([10011, 10012]);
    expect(body.exist).toBe(false);
  });

  it("400 on bad variant ids, 404 on a group of another product", async () => {
    const bad = await get(`${base}/1001?variant_ids[]=x`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.variant_ids).toHaveLength(1);
    expect((await get(`${base}/1001?variant_ids[]=2147483648`)).statusCode).toBe(400);
    expect((await get(`${base}/2147483648`)).statusCode).toBe(400);
    expect((await get(`/products-local/102/modification-variants/1001`)).statusCode).toBe(404);
    expect((await get(`${base}/abc`)).statusCode).toBe(400);
  });
});
