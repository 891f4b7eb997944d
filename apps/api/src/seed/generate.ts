/**
 * The deterministic demo-data generator: pure, no I/O. Same options → same rows, byte for byte
 * (seeded PRNG, fixed base date, no Math.random, no clock).
 */
import { formatPrice } from "@optika/domain";
import type {
  brands,
  categories,
  cities,
  facets,
  images,
  menuItems,
  modifications,
  modificationVariants,
  productCharacteristics,
  productFacetValues,
  productImages,
  products,
  regions,
  siteVars,
  stock,
  stores,
  TVariantGroupCode,
  variantGroups,
  variants,
} from "../db/schema.ts";
import type {
  TCertificateSpec,
  TFrameSpec,
  TImageSpec,
  TLensBlisterSpec,
  TLensBoxSpec,
  TSunglassesSpec,
} from "../modules/media/image-spec.ts";
import { ACCESSORIES, ACCESSORY_TYPES, CERTIFICATES } from "./data/accessories.ts";
import { BRANDS, brandBySlug, CATEGORIES, CATEGORY_ID, FACETS } from "./data/catalog.ts";
import {
  EYEWEAR_BRANDS,
  FAMOUS_MODELS,
  FRAME_COLOURS,
  GENDERS,
  LENS_TINTS,
  MATERIALS,
  RIMS,
  SHAPES,
  type TEyewearBrand,
  type TEyewearModel,
  type TFrameColour,
} from "./data/eyewear.ts";
import { CITIES, DEFAULT_CITY_ID, REGIONS } from "./data/geo.ts";
import {
  LENS_LINES,
  MATERIAL_LABELS,
  PERIOD_LABELS,
  type TLensLine,
  TYPE_LABELS,
} from "./data/lens-lines.ts";
import { MENU_ITEMS, SITE_VARS } from "./data/site.ts";
import { STORES } from "./data/stores.ts";
import { createRandom, type TRandom } from "./random.ts";
import { createSlugRegistry, slugify } from "./slug.ts";

export const SEED_VERSION = 1;
export const DEFAULT_SEED = 20_240_530;
/** "Now" of the demo data: product dates are spread over the year before it. */
export const BASE_DATE = Date.UTC(2025, 5, 1, 9, 0, 0);
const DAY_MS = 86_400_000;

export type TSeedOptions = {
  /** PRNG seed (default DEFAULT_SEED) */
  seed?: number;
  /** multiplies the frames/sunglasses/accessories catalogue (benchmarks); default 1 */
  scale?: number;
};

export type TSeedRows = {
  regions: (typeof regions.$inferInsert)[];
  cities: (typeof cities.$inferInsert)[];
  stores: (typeof stores.$inferInsert)[];
  categories: (typeof categories.$inferInsert)[];
  brands: (typeof brands.$inferInsert)[];
  images: (typeof images.$inferInsert)[];
  products: (typeof products.$inferInsert)[];
  productImages: (typeof productImages.$inferInsert)[];
  productCharacteristics: (typeof productCharacteristics.$inferInsert)[];
  facets: (typeof facets.$inferInsert)[];
  productFacetValues: (typeof productFacetValues.$inferInsert)[];
  variantGroups: (typeof variantGroups.$inferInsert)[];
  variants: (typeof variants.$inferInsert)[];
  modifications: (typeof modifications.$inferInsert)[];
  modificationVariants: (typeof modificationVariants.$inferInsert)[];
  stock: (typeof stock.$inferInsert)[];
  menuItems: (typeof menuItems.$inferInsert)[];
  siteVars: (typeof siteVars.$inferInsert)[];
};

/** Product ids that must never be taken by generated products (certificates). */
const RESERVED_PRODUCT_IDS = new Set(CERTIFICATES.map((c) => c.id));

const OTHER_STORE_IDS = STORES.filter((s) => s.cityId !== DEFAULT_CITY_ID).map((s) => s.id);
const ALL_STORE_IDS = STORES.map((s) => s.id);
/** bigger shops (clinics, malls) hold more stock */
const STORE_WEIGHT = new Map(
  STORES.map((s) => [s.id, s.isClinic ? 1.3 : s.hours.startsWith("Ежедневно") ? 1.15 : 0.8]),
);

/** How a modification is stocked across the network. */
type TStockProfile = "normal" | "none" | "outside-ekb" | "everywhere";

const GROUP_NAMES: Record<TVariantGroupCode, string> = {
  sphere: "Оптическая сила (Сфера)",
  base_curve: "Радиус кривизны",
  cylinder: "Оптическая сила (Цилиндр)",
  axis: "Ось",
  addition: "Аддидация",
  color: "Цвет",
  items_in_pack: "items_in_pack",
  bundles: "bundles",
  size: "Размер",
};

const rub = (rubles: number): number => Math.round(rubles * 100);
const roundTo10 = (rubles: number): number => Math.round(rubles / 10) * 10;
const fmtPower = (v: number): string => (v > 0 ? `+${v.toFixed(2)}` : v.toFixed(2));
const fmtCurve = (v: number): string => v.toFixed(1);

type TVariantInput = { label: string; value: string };
type TGroupInput = { code: TVariantGroupCode; options: TVariantInput[] };

class SeedBuilder {
  readonly rows: TSeedRows = {
    regions: [],
    cities: [],
    stores: [],
    categories: [],
    brands: [],
    images: [],
    products: [],
    productImages: [],
    productCharacteristics: [],
    facets: [],
    productFacetValues: [],
    variantGroups: [],
    variants: [],
    modifications: [],
    modificationVariants: [],
    stock: [],
    menuItems: [],
    siteVars: [],
  };
  private productSeq = 0;
  private imageSeq = 0;
  private groupSeq = 0;
  private variantSeq = 0;
  private modificationSeq = 0;
  readonly slug = createSlugRegistry();

  nextProductId(): number {
    do this.productSeq++;
    while (RESERVED_PRODUCT_IDS.has(this.productSeq));
    return this.productSeq;
  }

  addImage(spec: TImageSpec, alt: string): number {
    const id = ++this.imageSeq;
    this.rows.images.push({ id, kind: spec.kind, spec, alt });
    return id;
  }

  addProduct(row: typeof products.$inferInsert, imageIds: readonly number[]): void {
    this.rows.products.push({ ...row, imageId: imageIds[0] ?? null });
    imageIds.forEach((imageId, position) => {
      this.rows.productImages.push({ productId: row.id, imageId, position });
    });
  }

  private charPosition = new Map<number, number>();

  /** One characteristic; several values give several rows with the same slug. */
  addCharacteristic(
    productId: number,
    group: { name: string; slug: string },
    slug: string,
    name: string,
    values: readonly (readonly [valueSlug: string, value: string])[] | string,
  ): void {
    const list = typeof values === "string" ? [[slugify(values) || values, values] as const] : values;
    for (const [valueSlug, value] of list) {
      const position = (this.charPosition.get(productId) ?? 0) + 1;
      this.charPosition.set(productId, position);
      this.rows.productCharacteristics.push({
        productId,
        groupName: group.name,
        groupSlug: group.slug,
        slug,
        name,
        valueSlug,
        value,
        position,
      });
    }
  }

  addFacetValue(productId: number, key: string, valueSlug: string, label: string): void {
    this.rows.productFacetValues.push({ productId, key, valueSlug, label });
  }

  /** Variant groups of a product; returns the variant ids per group, in option order. */
  addGroups(productId: number, groups: readonly TGroupInput[]): number[][] {
    return groups.map((group, groupIndex) => {
      const groupId = ++this.groupSeq;
      this.rows.variantGroups.push({
        id: groupId,
        productId,
        code: group.code,
        name: GROUP_NAMES[group.code],
        position: (groupIndex + 1) * 10,
      });
      return group.options.map((option, position) => {
        const id = ++this.variantSeq;
        this.rows.variants.push({ id, groupId, label: option.label, value: option.value, position });
        return id;
      });
    });
  }

  addModification(
    productId: number,
    sku: string,
    price: number | null,
    variantIds: readonly number[],
  ): number {
    const id = ++this.modificationSeq;
    this.rows.modifications.push({ id, productId, sku, price });
    for (const variantId of variantIds)
      this.rows.modificationVariants.push({ modificationId: id, variantId });
    return id;
  }

  /**
   * Stock rows of one modification. `density` is the chance that a typical store holds it.
   * Profiles: 'none' (out of stock everywhere), 'outside-ekb' (only in other cities: the
   * "retry without the city filter" path), 'everywhere' (every store), 'normal'.
   */
  addStock(
    modificationId: number,
    random: TRandom,
    profile: TStockProfile,
    density: number,
    maxQty: number,
  ): void {
    if (profile === "none") return;
    const storeIds = profile === "outside-ekb" ? OTHER_STORE_IDS : ALL_STORE_IDS;
    let placed = 0;
    for (const storeId of storeIds) {
      const p = profile === "everywhere" ? 1 : Math.min(0.95, density * (STORE_WEIGHT.get(storeId) ?? 1));
      if (!random.chance(p)) continue;
      this.rows.stock.push({ storeId, modificationId, quantity: random.int(1, maxQty) });
      placed++;
    }
    if (placed === 0 && profile === "outside-ekb") {
      this.rows.stock.push({
        storeId: random.pick(OTHER_STORE_IDS),
        modificationId,
        quantity: random.int(1, 3),
      });
    }
  }
}

function createdAt(random: TRandom): Date {
  return new Date(BASE_DATE - random.int(0, 365) * DAY_MS - random.int(0, 86_399) * 1000);
}

// ---------------------------------------------------------------- lenses

/** How often a sphere power is worn: mild myopia is the bulk of demand. */
function sphereCommonness(v: number): number {
  if (v <= -0.5 && v >= -4) return 1.6;
  if (v < -4 && v >= -6) return 1;
  if (v > 0 && v <= 3) return 0.7;
  if (v === 0) return 0.8;
  return 0.35;
}

const AXIS_COMMONNESS: Record<number, number> = {
  180: 1.5,
  10: 1.1,
  170: 1.1,
  90: 0.9,
  20: 0.6,
  160: 0.6,
  30: 0.4,
  150: 0.4,
};

const PROMO_DESCRIPTION =
  "Скидка 300 ₽ на первую покупку и 500 ₽ на каждую пятую упаковку для участников программы MyACUVUE. Промо-цена действует при покупке в салонах и на сайте.";

/** The "Характеристики" group every product has. */
const MAIN_GROUP = { name: "Характеристики", slug: "harakteristiki" };

/** Opens a product's main group with who makes it and under which brand; returns the group. */
function addMakerCharacteristics(
  b: SeedBuilder,
  productId: number,
  manufacturer: string,
  brand: { slug: string; name: string },
): typeof MAIN_GROUP {
  b.addCharacteristic(productId, MAIN_GROUP, "manufacturer", "Производитель", manufacturer);
  b.addCharacteristic(productId, MAIN_GROUP, "brand", "Бренд", [[brand.slug, brand.name]]);
  return MAIN_GROUP;
}

function addLensLine(b: SeedBuilder, line: TLensLine, random: TRandom): number {
  const id = b.nextProductId();
  const brand = brandBySlug(line.brand);
  const smallest = line.packs[0];
  if (!smallest) throw new Error(`${line.slug}: no packs`);
  const tints = line.colours?.map((c) => c.hex);
  const box: TLensBoxSpec = {
    kind: "lens-box",
    ...line.box,
    count: smallest.items,
    ...(tints ? { tints } : {}),
  };
  const blister: TLensBlisterSpec = {
    kind: "lens-blister",
    brand: line.box.brand,
    line: line.box.line,
    colors: { primary: line.box.colors.primary, accent: line.box.colors.accent },
    ...(tints?.[0] ? { tint: tints[0] } : {}),
  };
  const imageIds = [b.addImage(box, line.name), b.addImage(blister, `${line.name}, блистер`)];
  const minPrice = Math.min(...line.packs.map((p) => p.price));
  const cheapest = line.packs.find((p) => p.price === minPrice) ?? smallest;
  b.addProduct(
    {
      id,
      slug: b.slug(line.slug),
      name: line.name,
      categoryId: CATEGORY_ID.lenses,
      brandId: brand.id,
      price: rub(cheapest.price),
      priceOld: cheapest.priceOld ? rub(cheapest.priceOld) : null,
      bonusValue: Math.floor(cheapest.price * 0.05),
      isNotAvailable: false,
      popularity: line.popularity,
      createdAt: createdAt(random),
      description: line.description,
      manufacturer: line.manufacturer,
    },
    imageIds,
  );

  // characteristics
  const main = addMakerCharacteristics(b, id, line.manufacturer, brand);
  b.addCharacteristic(id, main, "country", "Страна производства", line.country);
  b.addCharacteristic(id, main, "period", "Срок замены", [[line.period, PERIOD_LABELS[line.period]]]);
  b.addCharacteristic(id, main, "type", "Тип линз", [[line.type, TYPE_LABELS[line.type]]]);
  b.addCharacteristic(id, main, "material", "Материал", [[line.material, MATERIAL_LABELS[line.material]]]);
  b.addCharacteristic(id, main, "polymer", "Полимер", line.polymer);
  b.addCharacteristic(id, main, "water_content", "Влагосодержание", [
    [String(line.waterContent), `${line.waterContent}%`],
  ]);
  b.addCharacteristic(id, main, "dkt", "Кислородопроницаемость (Dk/t)", [
    [String(line.dkt), String(line.dkt)],
  ]);
  b.addCharacteristic(id, main, "diameter", "Диаметр", [
    [line.diameter.toFixed(1), `${line.diameter.toFixed(1)} мм`],
  ]);
  b.addCharacteristic(
    id,
    main,
    "base_curve",
    "Радиус кривизны",
    line.baseCurves.map((v) => [fmtCurve(v), fmtCurve(v)] as const),
  );
  const sMin = line.spheres[0] ?? 0;
  const sMax = line.spheres[line.spheres.length - 1] ?? 0;
  b.addCharacteristic(id, main, "sphere_range", "Оптическая сила", [
    [`${fmtPower(sMin)}_${fmtPower(sMax)}`, `от ${fmtPower(sMin)} до ${fmtPower(sMax)}`],
  ]);
  if (line.cylinders) {
    b.addCharacteristic(
      id,
      main,
      "cylinder",
      "Цилиндр",
      line.cylinders.map((v) => [fmtPower(v), fmtPower(v)] as const),
    );
  }
  if (line.axes) {
    b.addCharacteristic(
      id,
      main,
      "axis",
      "Ось",
      line.axes.map((v) => [String(v), `${v}°`] as const),
    );
  }
  if (line.additions) {
    b.addCharacteristic(
      id,
      main,
      "addition",
      "Аддидация",
      line.additions.map((v) => [slugify(v) || v, v] as const),
    );
  }
  if (line.colours) {
    b.addCharacteristic(
      id,
      main,
      "color",
      "Цвет",
      line.colours.map((c) => [slugify(c.name), c.name] as const),
    );
  }
  b.addCharacteristic(
    id,
    main,
    "items_in_pack",
    "Количество линз в упаковке",
    line.packs.map((p) => [String(p.items), `${p.items} шт.`] as const),
  );
  b.addCharacteristic(id, main, "uv_filter", "UV-фильтр", line.uvFilter);
  b.addCharacteristic(id, main, "wear_mode", "Режим ношения", line.wearMode);
  if (line.brand === "acuvue") {
    const group = { name: "Акции MyAcuvue", slug: "akcii-myacuvue" };
    const promo = roundTo10(minPrice * 0.85) - 10;
    b.addCharacteristic(id, group, "promo_price", "Промо-цена", [
      [String(rub(promo)), formatPrice(rub(promo))],
    ]);
    b.addCharacteristic(id, group, "promo_description", "Описание акции", [["myacuvue", PROMO_DESCRIPTION]]);
  }

  // facets
  b.addFacetValue(id, "brand", brand.slug, brand.name);
  b.addFacetValue(id, "period", line.period, PERIOD_LABELS[line.period]);
  b.addFacetValue(id, "type", line.type, TYPE_LABELS[line.type]);
  b.addFacetValue(id, "material", line.material, MATERIAL_LABELS[line.material]);
  for (const pack of line.packs)
    b.addFacetValue(id, "items_in_pack", String(pack.items), `${pack.items} шт.`);

  // variant groups: the cartesian product of the groups gives the modifications
  const groups: TGroupInput[] = [
    { code: "sphere", options: line.spheres.map((v) => ({ label: fmtPower(v), value: v.toFixed(2) })) },
    { code: "base_curve", options: line.baseCurves.map((v) => ({ label: fmtCurve(v), value: fmtCurve(v) })) },
  ];
  if (line.cylinders) {
    groups.push({
      code: "cylinder",
      options: line.cylinders.map((v) => ({ label: fmtPower(v), value: v.toFixed(2) })),
    });
  }
  if (line.axes)
    groups.push({ code: "axis", options: line.axes.map((v) => ({ label: `${v}°`, value: String(v) })) });
  if (line.additions)
    groups.push({ code: "addition", options: line.additions.map((v) => ({ label: v, value: v })) });
  if (line.colours)
    groups.push({ code: "color", options: line.colours.map((c) => ({ label: c.name, value: c.hex })) });
  groups.push({
    code: "items_in_pack",
    options: line.packs.map((p) => ({ label: String(p.items), value: String(p.items) })),
  });
  if (line.hasBundles) {
    groups.push({
      code: "bundles",
      options: [
        { label: "1 упаковка", value: "1" },
        { label: "2 упаковки (−5%)", value: "2" },
      ],
    });
  }
  const variantIds = b.addGroups(id, groups);
  const codes = groups.map((g) => g.code);
  const sphereIdx = codes.indexOf("sphere");
  const axisIdx = codes.indexOf("axis");
  const packIdx = codes.indexOf("items_in_pack");
  const bundleIdx = codes.indexOf("bundles");
  const sizes = groups.map((g) => g.options.length);
  const total = sizes.reduce((a, n) => a * n, 1);
  const skuBase = `LNS-${String(id).padStart(5, "0")}`;
  const stockRandom = random.fork("stock");
  const counters = new Array<number>(groups.length).fill(0);
  for (let n = 0; n < total; n++) {
    const chosen = counters.map((optionIndex, groupIndex) => variantIds[groupIndex]?.[optionIndex] ?? 0);
    const pack = line.packs[counters[packIdx] ?? 0] ?? smallest;
    const bundleCount = bundleIdx >= 0 ? (counters[bundleIdx] ?? 0) + 1 : 1;
    const price = bundleCount === 1 ? pack.price : roundTo10(pack.price * bundleCount * 0.95);
    const modId = b.addModification(id, `${skuBase}-${String(n + 1).padStart(5, "0")}`, rub(price), chosen);

    const sphere = line.spheres[counters[sphereIdx] ?? 0] ?? 0;
    const axis = axisIdx >= 0 ? (line.axes?.[counters[axisIdx] ?? 0] ?? 0) : 0;
    let density = 0.11 * sphereCommonness(sphere) * (axisIdx >= 0 ? (AXIS_COMMONNESS[axis] ?? 1) * 0.8 : 1);
    if (bundleCount > 1) density *= 0.5;
    if (pack !== line.packs[0]) density *= 0.7;
    const roll = stockRandom.next();
    const profile: TStockProfile = roll < 0.08 ? "none" : roll < 0.14 ? "outside-ekb" : "normal";
    b.addStock(modId, stockRandom, profile, density, 12);

    // next combination (last group varies fastest)
    for (let g = groups.length - 1; g >= 0; g--) {
      const next = (counters[g] ?? 0) + 1;
      if (next < (sizes[g] ?? 1)) {
        counters[g] = next;
        break;
      }
      counters[g] = 0;
    }
  }
  return id;
}

// ---------------------------------------------------------------- frames & sunglasses

const SUN_NICKS = ["Sport", "Classic", "Icons", "Urban", "Riviera", "Drive", "Legend", "Metro"] as const;

function generateModels(
  brand: TEyewearBrand,
  random: TRandom,
  counts: readonly [number, number],
  usedCodes: Set<string>,
): TEyewearModel[] {
  const out: TEyewearModel[] = [];
  const shapes = Object.keys(SHAPES) as (keyof typeof SHAPES)[];
  for (const kind of ["frame", "sunglasses"] as const) {
    const count = kind === "frame" ? counts[0] : counts[1];
    for (let i = 0; i < count; i++) {
      let code = "";
      do {
        const number = random.int(1000, 8999);
        code = `${brand.prefix}${number}${kind === "sunglasses" ? (brand.prefix.endsWith(" ") ? "/S" : "S") : ""}`;
      } while (usedCodes.has(code));
      usedCodes.add(code);
      const material = random.pick(brand.materials);
      const gender = random.pick(brand.genders);
      const isMetal = material === "metall" || material === "titan";
      const shape = random.pick(
        kind === "sunglasses"
          ? shapes
          : shapes
              .filter((s) => s !== "aviator" || isMetal)
              .filter((s) => gender !== "detskie" || s !== "cat-eye"),
      );
      const rim = isMetal
        ? random.weighted([
            ["full", 5],
            ["half", 3],
            ["rimless", 2],
          ] as const)
        : random.weighted([
            ["full", 9],
            ["half", 1],
          ] as const);
      const lensWidth = gender === "detskie" ? random.int(42, 47) : random.int(49, 57);
      const bridge = random.int(15, 21);
      const temple = gender === "detskie" ? 125 : random.pick([135, 140, 145, 150]);
      const sizes: [number, number, number][] = [[lensWidth, bridge, temple]];
      if (random.chance(0.3)) sizes.push([lensWidth + 2, bridge, temple + (temple < 150 ? 5 : 0)]);
      const [min, max] = brand.priceRange;
      const base = (kind === "sunglasses" ? 1.2 : 1) * (min + random.next() * (max - min));
      out.push({
        brand: brand.slug,
        code,
        ...(kind === "sunglasses" && random.chance(0.3) ? { nick: random.pick(SUN_NICKS) } : {}),
        kind,
        shape,
        rim: kind === "sunglasses" && rim === "rimless" ? "full" : rim,
        material,
        gender,
        sizes,
        price: Math.round(base / 100) * 100 - 10,
        ...(kind === "sunglasses" ? { polarized: brand.slug === "polaroid" || random.chance(0.25) } : {}),
      });
    }
  }
  return out;
}

function colourCode(brandSlug: string, colourIndex: number, random: TRandom): string {
  if (
    ["ray-ban", "vogue", "emporio-armani", "prada", "persol", "michael-kors", "oakley"].includes(brandSlug)
  ) {
    return String(2000 + colourIndex * 37 + random.int(0, 9));
  }
  return String(100 + colourIndex * 53 + random.int(0, 9)).padStart(3, "0");
}

function addEyewearModel(b: SeedBuilder, model: TEyewearModel, random: TRandom, batch: number): void {
  const brand = brandBySlug(model.brand);
  const eyewearBrand = EYEWEAR_BRANDS.find((e) => e.slug === model.brand);
  const isSun = model.kind === "sunglasses";
  const isMetal = model.material === "metall" || model.material === "titan";
  const palette = FRAME_COLOURS.map((c, index) => ({ c, index })).filter(({ c }) =>
    isMetal ? c.isMetal || c.slug === "chernyy" : !c.isMetal,
  );
  const colourways = random.sample(
    palette,
    random.weighted([
      [1, 2],
      [2, 5],
      [3, 3],
    ] as const),
  );
  for (const { c: colour, index: colourIndex } of colourways) {
    addEyewearProduct(
      b,
      model,
      brand,
      eyewearBrand,
      colour,
      colourCode(model.brand, colourIndex, random),
      random.fork(`${colour.slug}`),
      batch,
      isSun,
    );
  }
}

function addEyewearProduct(
  b: SeedBuilder,
  model: TEyewearModel,
  brand: { id: number; slug: string; name: string },
  eyewearBrand: TEyewearBrand | undefined,
  colour: TFrameColour,
  code: string,
  random: TRandom,
  batch: number,
  isSun: boolean,
): void {
  const id = b.nextProductId();
  const title = `${isSun ? "Солнцезащитные очки" : "Оправа"} ${brand.name} ${model.code}${model.nick ? ` ${model.nick}` : ""} ${code}`;
  const tint = isSun ? random.pick(LENS_TINTS) : undefined;
  const base: Omit<TFrameSpec, "kind" | "view"> = {
    shape: model.shape,
    rim: model.rim,
    color: colour.hex,
    accent: colour.accent,
    pattern: colour.pattern,
    weight: model.material === "metall" || model.material === "titan" ? "thin" : "bold",
    brand: brand.name,
    model: model.code,
  };
  const specs: TImageSpec[] = (["front", "side"] as const).map((view) =>
    isSun && tint
      ? ({
          ...base,
          kind: "sunglasses",
          view,
          lens: { color: tint.hex, gradient: tint.gradient, mirror: tint.mirror },
        } satisfies TSunglassesSpec)
      : ({ ...base, kind: "frame", view } satisfies TFrameSpec),
  );
  const imageIds = specs.map((spec, i) => b.addImage(spec, i === 0 ? title : `${title}, вид сбоку`));
  const discounted = random.chance(0.18);
  const price = model.price;
  const priceOld = discounted ? Math.round((price * (1.15 + random.next() * 0.2)) / 100) * 100 - 10 : null;
  b.addProduct(
    {
      id,
      slug: b.slug(slugify(title) + (batch > 0 ? `-b${batch}` : "")),
      name: title,
      categoryId: isSun ? CATEGORY_ID.sunglasses : CATEGORY_ID.frames,
      brandId: brand.id,
      price: rub(price),
      priceOld: priceOld ? rub(priceOld) : null,
      bonusValue: Math.floor(price * 0.03),
      isNotAvailable: random.chance(0.02),
      popularity: random.int(10, 600),
      createdAt: createdAt(random),
      description: isSun
        ? `Солнцезащитные очки ${brand.name} ${model.code}: форма «${SHAPES[model.shape].label.toLowerCase()}», оправа — ${MATERIALS[model.material].toLowerCase()}, линзы «${tint?.label.toLowerCase() ?? ""}» с защитой UV400.`
        : `Оправа ${brand.name} ${model.code} (${SHAPES[model.shape].label.toLowerCase()}, ${MATERIALS[model.material].toLowerCase()}). Линзы по рецепту изготовим в клинике за 1–3 дня.`,
      manufacturer: eyewearBrand?.manufacturer ?? brand.name,
    },
    imageIds,
  );
  const sizeLabel = (s: readonly [number, number, number]) => `${s[0]}□${s[1]}-${s[2]}`;
  const main = addMakerCharacteristics(b, id, eyewearBrand?.manufacturer ?? brand.name, brand);
  b.addCharacteristic(id, main, "model", "Модель", [[slugify(model.code), model.code]]);
  b.addCharacteristic(id, main, "gender", "Пол", [[model.gender, GENDERS[model.gender]]]);
  b.addCharacteristic(id, main, "shape", "Форма", [[SHAPES[model.shape].slug, SHAPES[model.shape].label]]);
  b.addCharacteristic(id, main, "material", "Материал оправы", [[model.material, MATERIALS[model.material]]]);
  b.addCharacteristic(id, main, "frame_type", "Тип оправы", [[RIMS[model.rim].slug, RIMS[model.rim].label]]);
  b.addCharacteristic(id, main, "color", isSun ? "Цвет оправы" : "Цвет", [[colour.slug, colour.label]]);
  b.addCharacteristic(id, main, "color_code", "Код цвета", [[code, code]]);
  b.addCharacteristic(
    id,
    main,
    "size",
    "Размер",
    model.sizes.map((s) => [s.join("-"), sizeLabel(s)] as const),
  );
  if (isSun && tint) {
    b.addCharacteristic(id, main, "lens_color", "Цвет линз", [[tint.slug, tint.label]]);
    b.addCharacteristic(
      id,
      main,
      "polarized",
      "Поляризация",
      model.polarized ? [["da", "Да"]] : [["net", "Нет"]],
    );
    b.addCharacteristic(id, main, "uv", "Защита от UV", [["uv400", "UV400"]]);
    b.addCharacteristic(id, main, "protection", "Категория защиты", [["3", "3"]]);
  }
  b.addCharacteristic(id, main, "country", "Страна производства", eyewearBrand?.country ?? "Китай");

  b.addFacetValue(id, "brand", brand.slug, brand.name);
  b.addFacetValue(id, "gender", model.gender, GENDERS[model.gender]);
  b.addFacetValue(id, "shape", SHAPES[model.shape].slug, SHAPES[model.shape].label);
  b.addFacetValue(id, "color", colour.slug, colour.label);
  if (isSun && tint) {
    const tintFacet = tint.slug.replace(/-(gradient|zerkalnyy)$/, "");
    b.addFacetValue(
      id,
      "lens_color",
      tintFacet,
      LENS_TINTS.find((t) => t.slug === tintFacet)?.label ?? tint.label,
    );
    b.addFacetValue(id, "polarized", model.polarized ? "da" : "net", model.polarized ? "Да" : "Нет");
  } else {
    b.addFacetValue(id, "material", model.material, MATERIALS[model.material]);
    b.addFacetValue(id, "frame_type", RIMS[model.rim].slug, RIMS[model.rim].label);
  }

  const skuBase = `${isSun ? "SUN" : "FRM"}-${String(id).padStart(5, "0")}`;
  const notAvailable = b.rows.products[b.rows.products.length - 1]?.isNotAvailable === true;
  const stockFor = (modId: number) => {
    const roll = random.next();
    const profile: TStockProfile =
      notAvailable || roll < 0.1 ? "none" : roll < 0.2 ? "outside-ekb" : "normal";
    b.addStock(modId, random, profile, 0.12, 3);
  };
  if (model.sizes.length > 1) {
    const [sizeIds = []] = b.addGroups(id, [
      { code: "size", options: model.sizes.map((s) => ({ label: sizeLabel(s), value: s.join("-") })) },
    ]);
    sizeIds.forEach((variantId, i) => {
      stockFor(b.addModification(id, `${skuBase}-${i + 1}`, null, [variantId]));
    });
  } else {
    stockFor(b.addModification(id, `${skuBase}-1`, null, []));
  }
}

// ---------------------------------------------------------------- accessories & certificates

function addAccessories(b: SeedBuilder, random: TRandom, batch: number): void {
  for (const item of ACCESSORIES) {
    const r = random.fork(item.slug);
    const id = b.nextProductId();
    const brand = brandBySlug(item.brand);
    const spec: TImageSpec =
      "volume" in item.picture ? { kind: "bottle", ...item.picture } : { kind: "case", ...item.picture };
    const imageIds = [b.addImage(spec, item.name)];
    b.addProduct(
      {
        id,
        slug: b.slug(item.slug + (batch > 0 ? `-b${batch}` : "")),
        name: item.name,
        categoryId: CATEGORY_ID.accessories,
        brandId: brand.id,
        price: rub(item.price),
        priceOld: item.priceOld ? rub(item.priceOld) : null,
        bonusValue: Math.floor(item.price * 0.03),
        isNotAvailable: false,
        popularity: item.popularity,
        createdAt: createdAt(r),
        description: item.description,
        manufacturer: item.manufacturer,
      },
      imageIds,
    );
    const main = addMakerCharacteristics(b, id, item.manufacturer, brand);
    b.addCharacteristic(id, main, "type", "Тип", [[item.type, ACCESSORY_TYPES[item.type]]]);
    if (item.volume) b.addCharacteristic(id, main, "volume", "Объём", item.volume);
    b.addCharacteristic(id, main, "country", "Страна производства", item.country);
    b.addFacetValue(id, "brand", brand.slug, brand.name);
    b.addFacetValue(id, "type", item.type, ACCESSORY_TYPES[item.type]);
    const modId = b.addModification(id, `ACC-${String(id).padStart(5, "0")}-1`, null, []);
    b.addStock(modId, r, r.chance(0.05) ? "outside-ekb" : "normal", 0.7, 20);
  }
}

function addCertificates(b: SeedBuilder): void {
  for (const cert of CERTIFICATES) {
    const name = `Подарочный сертификат на ${formatPrice(rub(cert.amount))}`;
    const spec: TCertificateSpec = {
      kind: "certificate",
      amount: cert.amount,
      title: "Подарочный сертификат",
      colors: cert.colors,
    };
    const imageIds = [b.addImage(spec, name)];
    b.addProduct(
      {
        id: cert.id,
        slug: b.slug(cert.slug),
        name,
        categoryId: CATEGORY_ID.certificates,
        brandId: null,
        price: rub(cert.amount),
        priceOld: null,
        bonusValue: 0,
        isNotAvailable: false,
        popularity: 100 + cert.amount / 100,
        createdAt: new Date(BASE_DATE - 200 * DAY_MS),
        description:
          "Подарочный сертификат можно использовать при покупке любых товаров и услуг в салонах и на сайте. Срок действия — 1 год с момента покупки.",
        manufacturer: "",
      },
      imageIds,
    );
    const main = MAIN_GROUP;
    b.addCharacteristic(cert.id, main, "nominal", "Номинал", [
      [String(cert.amount), formatPrice(rub(cert.amount))],
    ]);
    b.addCharacteristic(cert.id, main, "validity", "Срок действия", "1 год");
    b.addFacetValue(cert.id, "nominal", String(cert.amount), formatPrice(rub(cert.amount)));
    const modId = b.addModification(cert.id, `CERT-${cert.amount}`, null, []);
    b.addStock(modId, createRandom(cert.id), "everywhere", 1, 100);
  }
}

// ---------------------------------------------------------------- entry

export function generateSeedRows(options: TSeedOptions = {}): TSeedRows {
  const seed = options.seed ?? DEFAULT_SEED;
  const scale = Math.max(1, Math.floor(options.scale ?? 1));
  const root = createRandom(seed);
  const b = new SeedBuilder();
  const { rows } = b;

  rows.regions.push(...REGIONS.map((r) => ({ ...r })));
  rows.cities.push(...CITIES.map((c) => ({ ...c })));
  rows.stores.push(...STORES.map((s) => ({ ...s, phones: [...s.phones] })));
  rows.categories.push(...CATEGORIES.map((c) => ({ ...c })));
  rows.brands.push(...BRANDS.map((br) => ({ ...br })));
  rows.facets.push(...FACETS.map((f) => ({ ...f })));

  const lensIds = new Map<string, number>();
  for (const line of LENS_LINES) lensIds.set(line.slug, addLensLine(b, line, root.fork(`lens:${line.slug}`)));

  const usedCodes = new Set(FAMOUS_MODELS.map((m) => m.code));
  for (let batch = 0; batch < scale; batch++) {
    const batchRandom = root.fork(`eyewear:${batch}`);
    const models: TEyewearModel[] = batch === 0 ? [...FAMOUS_MODELS] : [];
    for (const brand of EYEWEAR_BRANDS) {
      const extra =
        batch === 0 ? brand.extraModels : ([brand.extraModels[0] * 2, brand.extraModels[1] * 2] as const);
      models.push(...generateModels(brand, batchRandom.fork(brand.slug), extra, usedCodes));
    }
    for (const model of models) addEyewearModel(b, model, batchRandom.fork(`model:${model.code}`), batch);
    addAccessories(b, root.fork(`accessories:${batch}`), batch);
  }
  addCertificates(b);

  MENU_ITEMS.forEach((item, index) => {
    rows.menuItems.push({ id: index + 1, ...item, position: (index + 1) * 10 });
  });
  const unavailableAtZero = [
    "misight-1-day",
    "1-day-acuvue-moist-multifocal",
    "biofinity-multifocal",
    "air-optix-colors",
  ]
    .map((slug) => lensIds.get(slug))
    .filter((v): v is number => v !== undefined);
  const vars: Record<string, string> = {
    ...SITE_VARS,
    productsUnavailableAtZeroStock: unavailableAtZero.join(","),
  };
  rows.siteVars.push(...Object.entries(vars).map(([key, value]) => ({ key, value })));
  return rows;
}

export type TSeedCounts = { [K in keyof TSeedRows]: number };

export function countRows(rows: TSeedRows): TSeedCounts {
  return Object.fromEntries(Object.entries(rows).map(([k, v]) => [k, v.length])) as TSeedCounts;
}
