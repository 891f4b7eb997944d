import { deliveryTerms } from "@optika/domain/stock";
import { describe, expect, it } from "vitest";
import { CITIES } from "./data/geo.ts";
import { LENS_LINES, sphereGrid } from "./data/lens-lines.ts";
import { STORES } from "./data/stores.ts";
import { generateSeedRows } from "./generate.ts";
import type { TSeedRows } from "./seed-rows.ts";

const rows = generateSeedRows();

function groupsOf(r: TSeedRows, productId: number) {
  return r.variantGroups
    .filter((g) => g.productId === productId)
    .map((g) => ({ ...g, values: r.variants.filter((v) => v.groupId === g.id).map((v) => v.value) }));
}

function productBySlug(r: TSeedRows, slug: string) {
  const product = r.products.find((p) => p.slug === slug);
  if (!product) throw new Error(`no product ${slug}`);
  return product;
}

describe("seed data generator", () => {
  it("is deterministic: two runs give identical rows", () => {
    expect(JSON.stringify(generateSeedRows())).toBe(JSON.stringify(rows));
  });

  it("another seed gives other stock but the same catalogue skeleton", () => {
    const other = generateSeedRows({ seed: 7 });
    expect(other.products.filter((p) => p.categoryId === 1).map((p) => p.slug)).toEqual(
      rows.products.filter((p) => p.categoryId === 1).map((p) => p.slug),
    );
    expect(JSON.stringify(other.stock)).not.toBe(JSON.stringify(rows.stock));
  });

  it("has 60+ real cities with Екатеринбург as id 1 and 20+ stores, most of them in Екатеринбург", () => {
    expect(rows.cities.length).toBeGreaterThanOrEqual(60);
    expect(rows.cities[0]).toMatchObject({
      id: 1,
      name: "Екатеринбург",
      subDomain: "ekb",
      hasData: true,
      regionId: 1,
    });
    expect(rows.regions.find((r) => r.id === 1)?.name).toBe("Свердловская область");
    expect(new Set(rows.cities.map((c) => c.subDomain)).size).toBe(rows.cities.length);
    for (const sub of ["msk", "spb", "chelyabinsk", "tyumen", "perm"]) {
      expect(rows.cities.some((c) => c.subDomain === sub)).toBe(true);
    }
    expect(rows.cities.filter((c) => c.isFavourite).length).toBeGreaterThanOrEqual(3);
    expect(rows.stores.length).toBeGreaterThanOrEqual(20);
    const ekb = STORES.filter((s) => s.cityId === 1).length;
    expect(ekb).toBeGreaterThan(STORES.length / 2);
    // every city with stores says it has data
    for (const store of STORES) expect(CITIES.find((c) => c.id === store.cityId)?.hasData).toBe(true);
  });

  it("has the five categories and 15+ lens lines", () => {
    expect(rows.categories.map((c) => c.slug).sort()).toEqual(
      ["aksessuary", "linzy", "opravy", "podarochnye-sertifikaty", "solncezashchitnye-ochki"].sort(),
    );
    expect(rows.categories.find((c) => c.id === 3)?.slug).toBe("opravy");
    expect(LENS_LINES.length).toBeGreaterThanOrEqual(15);
    expect(rows.products.filter((p) => p.categoryId === 1).length).toBe(LENS_LINES.length);
  });

  it("gives ACUVUE OASYS 1-Day its real grid", () => {
    const product = productBySlug(rows, "acuvue-oasys-1-day");
    const groups = groupsOf(rows, product.id);
    expect(groups.map((g) => g.name)).toEqual([
      "Оптическая сила (Сфера)",
      "Радиус кривизны",
      "items_in_pack",
      "bundles",
    ]);
    const [sphere, bc, pack] = groups;
    expect(sphere?.values).toContain("-0.50");
    expect(sphere?.values).toContain("-12.00");
    expect(sphere?.values).toContain("+8.00".replace("+", ""));
    expect(sphere?.values).not.toContain("-6.25"); // 0.50 steps beyond ±6.00
    expect(sphere?.values).toContain("-6.00");
    expect(sphere?.values).toContain("-5.75");
    expect(bc?.values).toEqual(["8.5", "9.0"]);
    expect(pack?.values).toEqual(["30", "90"]);
    const mods = rows.modifications.filter((m) => m.productId === product.id);
    expect(mods.length).toBe(groups.reduce((n, g) => n * g.values.length, 1));
  });

  it("makes the sphere grid in 0.25 steps to ±6.00 and 0.50 beyond", () => {
    expect(sphereGrid(-7, -5)).toEqual([-7, -6.5, -6, -5.75, -5.5, -5.25, -5]);
    expect(sphereGrid(5.5, 7)).toEqual([5.5, 5.75, 6, 6.5, 7]);
    expect(sphereGrid(-0.5, 0.5, { plano: true })).toEqual([-0.5, -0.25, 0, 0.25, 0.5]);
    expect(sphereGrid(-0.5, 0.5, { from: 0.5 })).toEqual([-0.5, 0.5]);
  });

  it("gives toric lines cylinder and axis groups, multifocals addition, colour lines colours", () => {
    const toric = groupsOf(rows, productBySlug(rows, "acuvue-oasys-for-astigmatism").id);
    expect(toric.map((g) => g.code)).toEqual(["sphere", "base_curve", "cylinder", "axis", "items_in_pack"]);
    expect(toric.find((g) => g.code === "cylinder")?.values).toContain("-1.25");
    expect(toric.find((g) => g.code === "axis")?.values).toContain("180");
    const multi = groupsOf(rows, productBySlug(rows, "1-day-acuvue-moist-multifocal").id);
    expect(multi.find((g) => g.code === "addition")?.values).toEqual(["LOW", "MID", "HGH"]);
    const colours = groupsOf(rows, productBySlug(rows, "air-optix-colors").id);
    expect(colours.find((g) => g.code === "color")?.values.length).toBeGreaterThanOrEqual(10);
  });

  it("keeps lens modification counts sane", () => {
    const lensIds = new Set(rows.products.filter((p) => p.categoryId === 1).map((p) => p.id));
    const count = rows.modifications.filter((m) => lensIds.has(m.productId)).length;
    expect(count).toBeGreaterThan(5_000);
    expect(count).toBeLessThan(30_000);
  });

  it("gives ACUVUE products the 'Акции MyAcuvue' group with promo price and description", () => {
    const product = productBySlug(rows, "1-day-acuvue-moist");
    const promo = rows.productCharacteristics.filter(
      (c) => c.productId === product.id && c.groupName === "Акции MyAcuvue",
    );
    expect(promo.map((c) => c.slug)).toEqual(["promo_price", "promo_description"]);
    expect(Number(promo[0]?.valueSlug)).toBeLessThan(product.price);
    const other = productBySlug(rows, "biofinity");
    expect(
      rows.productCharacteristics.some((c) => c.productId === other.id && c.groupName === "Акции MyAcuvue"),
    ).toBe(false);
  });

  it("has 150+ frames and sunglasses with colour, shape, gender facets", () => {
    const eyewear = rows.products.filter((p) => p.categoryId === 3 || p.categoryId === 4);
    expect(eyewear.length).toBeGreaterThanOrEqual(150);
    expect(rows.products.filter((p) => p.categoryId === 4).length).toBeGreaterThanOrEqual(50);
    const facetKeys = new Set(
      rows.productFacetValues.filter((f) => f.productId === eyewear[0]?.id).map((f) => f.key),
    );
    for (const key of ["brand", "gender", "shape", "color"]) expect(facetKeys.has(key)).toBe(true);
    const brands = new Set(eyewear.map((p) => p.brandId));
    expect(brands.size).toBeGreaterThanOrEqual(8);
  });

  it("has product 9907 = the 1000-rub certificate and the other nominals", () => {
    const cert = rows.products.find((p) => p.id === 9907);
    expect(cert).toMatchObject({ categoryId: 5, price: 100_000, slug: "podarochnyy-sertifikat-1000" });
    const prices = rows.products.filter((p) => p.categoryId === 5).map((p) => p.price);
    expect(prices).toEqual([100_000, 200_000, 300_000, 500_000]);
  });

  it("gives every product a picture and at least one modification; slugs and SKUs are unique", () => {
    const modified = new Set(rows.modifications.map((m) => m.productId));
    const imageIds = new Set(rows.images.map((i) => i.id));
    for (const p of rows.products) {
      expect(modified.has(p.id)).toBe(true);
      expect(p.imageId !== null && p.imageId !== undefined && imageIds.has(p.imageId)).toBe(true);
      expect(Number.isInteger(p.price) && p.price > 0).toBe(true);
    }
    expect(new Set(rows.products.map((p) => p.slug)).size).toBe(rows.products.length);
    expect(new Set(rows.products.map((p) => p.id)).size).toBe(rows.products.length);
    expect(new Set(rows.modifications.map((m) => m.sku)).size).toBe(rows.modifications.length);
  });

  it("stocks sparsely: some modifications nowhere, some only outside Екатеринбург", () => {
    const ekbStores = new Set(STORES.filter((s) => s.cityId === 1).map((s) => s.id));
    const where = new Map<number, { ekb: boolean; other: boolean }>();
    for (const s of rows.stock) {
      const w = where.get(s.modificationId) ?? { ekb: false, other: false };
      if (ekbStores.has(s.storeId)) w.ekb = true;
      else w.other = true;
      where.set(s.modificationId, w);
    }
    const nowhere = rows.modifications.filter((m) => !where.has(m.id)).length;
    const outsideOnly = [...where.values()].filter((w) => !w.ekb && w.other).length;
    const inEkb = [...where.values()].filter((w) => w.ekb).length;
    expect(nowhere).toBeGreaterThan(100);
    expect(outsideOnly).toBeGreaterThan(100);
    expect(inEkb).toBeGreaterThan(rows.modifications.length / 4);
    expect(rows.stock.length).toBeLessThan(rows.modifications.length * STORES.length * 0.3);
    const modIds = new Set(rows.modifications.map((m) => m.id));
    expect(rows.stock.every((s) => modIds.has(s.modificationId) && (s.quantity ?? 0) > 0)).toBe(true);
  });

  it("has site variables and the three menus", () => {
    const vars = Object.fromEntries(rows.siteVars.map((v) => [v.key, v.value]));
    expect(vars["Включить заставку 30 лет"]).toBe("Нет");
    expect(vars.addressLocality).toBe("Екатеринбург");
    expect(vars.productsUnavailableAtZeroStock?.split(",").length).toBeGreaterThan(0);
    const menus = new Set(rows.menuItems.map((m) => m.menu));
    expect([...menus].sort()).toEqual(["footer", "footer2", "header"]);
    const coloured = rows.menuItems.filter((m) => m.menu === "header" && m.color);
    expect(coloured.length).toBeGreaterThan(0);
    expect(coloured.length).toBeLessThanOrEqual(5);
  });

  it("gives quick-buy an order's term for a set the city does not hold: the main manufacturer's sooner, no promise of today", () => {
    const vars = Object.fromEntries(rows.siteVars.map((v) => [v.key, v.value]));
    // what LensPurchase reads from the site variables
    const termOf = (manufacturer: string) =>
      deliveryTerms({
        clock: () => Date.UTC(2026, 11, 2, 9),
        allSetsInStock: false,
        productId: 1,
        manufacturer,
        vars: {
          deliveryTerm: vars.deliveryTerms ?? "",
          mainManufacturer: vars.mainManufacturer,
          mainManufacturerDeliveryTerm: vars.mainManufacturerDeliveryTerm,
        },
      });
    const acuvue = termOf("Johnson & Johnson Vision Care");
    const other = termOf("Alcon");
    expect(acuvue).toEqual({ kind: "term", text: "Привезём под заказ: в салон или курьером — за 2–3 дня" });
    expect(other).toEqual({ kind: "term", text: "Привезём под заказ: в салон или курьером — за 5–7 дней" });
    // shown in Челябинск as well, beside 'Нет в салонах города … — привезём под заказ'
    for (const terms of [acuvue, other]) {
      expect(terms.kind === "term" && terms.text).not.toMatch(/при наличии|Екатеринбург/);
    }
  });

  it("scales the eyewear and accessories catalogue with distinct slugs", () => {
    const scaled = generateSeedRows({ scale: 3 });
    expect(scaled.products.length).toBeGreaterThan(rows.products.length * 2.5);
    expect(new Set(scaled.products.map((p) => p.slug)).size).toBe(scaled.products.length);
    expect(new Set(scaled.products.map((p) => p.id)).size).toBe(scaled.products.length);
    expect(scaled.products.find((p) => p.id === 9907)?.price).toBe(100_000);
    expect(scaled.products.filter((p) => p.categoryId === 1).length).toBe(LENS_LINES.length);
  });
});
