/**
 * Frames and sunglasses: each model comes in one to three colourways, each colourway a product
 * with front and side pictures, characteristics, facets and a modification per size.
 */
import type { TFrameSpec, TImageSpec, TSunglassesSpec } from "../modules/media/image-spec.ts";
import { brandBySlug, CATEGORY_ID, type TBrandSeed } from "./data/catalog.ts";
import {
  EYEWEAR_BRANDS,
  FRAME_COLOURS,
  GENDERS,
  LENS_TINTS,
  MATERIALS,
  RIMS,
  SHAPES,
  type TEyewearBrand,
  type TEyewearModel,
  type TFrameColour,
  type TLensTint,
} from "./data/eyewear.ts";
import { addMakerCharacteristics, createdAt, productRow, skuBase } from "./product-row.ts";
import type { TRandom } from "./random.ts";
import type { SeedBuilder } from "./seed-builder.ts";
import { slugify } from "./slug.ts";
import { addStock, type TStockProfile } from "./stock.ts";

/** One colourway of a model: what its rows are made of. */
type TColourway = {
  id: number;
  model: TEyewearModel;
  brand: TBrandSeed;
  eyewearBrand: TEyewearBrand | undefined;
  colour: TFrameColour;
  /** colour code, e.g. "2012" */
  code: string;
  /** lens tint of sunglasses; undefined for frames */
  tint: TLensTint | undefined;
  isSun: boolean;
};

const sizeLabel = (s: readonly [number, number, number]) => `${s[0]}□${s[1]}-${s[2]}`;

function colourCode(brandSlug: string, colourIndex: number, random: TRandom): string {
  if (
    ["ray-ban", "vogue", "emporio-armani", "prada", "persol", "michael-kors", "oakley"].includes(brandSlug)
  ) {
    return String(2000 + colourIndex * 37 + random.int(0, 9));
  }
  return String(100 + colourIndex * 53 + random.int(0, 9)).padStart(3, "0");
}

export function addEyewearModel(b: SeedBuilder, model: TEyewearModel, random: TRandom, batch: number): void {
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
    const code = colourCode(model.brand, colourIndex, random);
    const colourRandom = random.fork(`${colour.slug}`);
    const id = b.nextProductId();
    const tint = isSun ? colourRandom.pick(LENS_TINTS) : undefined;
    const item: TColourway = { id, model, brand, eyewearBrand, colour, code, tint, isSun };
    const isNotAvailable = addEyewearProduct(b, item, colourRandom, batch);
    addEyewearCharacteristics(b, item);
    addEyewearFacets(b, item);
    addEyewearModifications(b, item, colourRandom, isNotAvailable);
  }
}

function eyewearTitle({ model, brand, code, isSun }: TColourway): string {
  return `${isSun ? "Солнцезащитные очки" : "Оправа"} ${brand.name} ${model.code}${model.nick ? ` ${model.nick}` : ""} ${code}`;
}

function addEyewearImages(b: SeedBuilder, item: TColourway, title: string): number[] {
  const { model, brand, colour, tint } = item;
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
    item.isSun && tint
      ? ({
          ...base,
          kind: "sunglasses",
          view,
          lens: { color: tint.hex, gradient: tint.gradient, mirror: tint.mirror },
        } satisfies TSunglassesSpec)
      : ({ ...base, kind: "frame", view } satisfies TFrameSpec),
  );
  return specs.map((spec, i) => b.addImage(spec, i === 0 ? title : `${title}, вид сбоку`));
}

/** The product row and its pictures; returns whether it is marked not available. */
function addEyewearProduct(b: SeedBuilder, item: TColourway, random: TRandom, batch: number): boolean {
  const { id, model, brand, eyewearBrand, tint, isSun } = item;
  const title = eyewearTitle(item);
  const imageIds = addEyewearImages(b, item, title);
  const discounted = random.chance(0.18);
  const price = model.price;
  const priceOld = discounted ? Math.round((price * (1.15 + random.next() * 0.2)) / 100) * 100 - 10 : null;
  const isNotAvailable = random.chance(0.02);
  b.addProduct(
    productRow({
      id,
      slug: b.slug(slugify(title) + (batch > 0 ? `-b${batch}` : "")),
      name: title,
      categoryId: isSun ? CATEGORY_ID.sunglasses : CATEGORY_ID.frames,
      brandId: brand.id,
      price,
      priceOld,
      bonusRate: 0.03,
      isNotAvailable,
      popularity: random.int(10, 600),
      createdAt: createdAt(random),
      description: isSun
        ? `Солнцезащитные очки ${brand.name} ${model.code}: форма «${SHAPES[model.shape].label.toLowerCase()}», оправа — ${MATERIALS[model.material].toLowerCase()}, линзы «${tint?.label.toLowerCase() ?? ""}» с защитой UV400.`
        : `Оправа ${brand.name} ${model.code} (${SHAPES[model.shape].label.toLowerCase()}, ${MATERIALS[model.material].toLowerCase()}). Линзы по рецепту изготовим в клинике за 1–3 дня.`,
      manufacturer: eyewearBrand?.manufacturer ?? brand.name,
    }),
    imageIds,
  );
  return isNotAvailable;
}

function addEyewearCharacteristics(b: SeedBuilder, item: TColourway): void {
  const { id, model, brand, eyewearBrand, colour, code, tint, isSun } = item;
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
}

function addEyewearFacets(b: SeedBuilder, item: TColourway): void {
  const { id, model, brand, colour, tint, isSun } = item;
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
}

/** A modification per size (a "size" variant group when there are several), each with stock. */
function addEyewearModifications(
  b: SeedBuilder,
  { id, model, isSun }: TColourway,
  random: TRandom,
  isNotAvailable: boolean,
): void {
  const sku = skuBase(isSun ? "SUN" : "FRM", id);
  const stockFor = (modId: number) => {
    const roll = random.next();
    const profile: TStockProfile =
      isNotAvailable || roll < 0.1 ? "none" : roll < 0.2 ? "outside-ekb" : "normal";
    addStock(b, modId, random, profile, 0.12, 3);
  };
  if (model.sizes.length > 1) {
    const [sizeIds = []] = b.addGroups(id, [
      { code: "size", options: model.sizes.map((s) => ({ label: sizeLabel(s), value: s.join("-") })) },
    ]);
    sizeIds.forEach((variantId, i) => {
      stockFor(b.addModification(id, `${sku}-${i + 1}`, null, [variantId]));
    });
  } else {
    stockFor(b.addModification(id, `${sku}-1`, null, []));
  }
}
