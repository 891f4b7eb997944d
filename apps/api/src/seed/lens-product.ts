/** A contact lens line: one product with box and blister pictures, its characteristics and facets. */
import { commaDecimals, formatPrice } from "@optika/domain/money";
import type { TLensBlisterSpec, TLensBoxSpec } from "../modules/media/image-spec.ts";
import { brandBySlug, CATEGORY_ID } from "./data/catalog.ts";
import { MATERIAL_LABELS, PERIOD_LABELS, type TLensLine, TYPE_LABELS } from "./data/lens-lines.ts";
import { curveLabel, formatCurve, formatPower, powerLabel } from "./lens-format.ts";
import { addLensModifications } from "./lens-modifications.ts";
import { addMakerCharacteristics, createdAt, productRow, roundTo10, rub } from "./product-row.ts";
import type { TRandom } from "./random.ts";
import type { SeedBuilder } from "./seed-builder.ts";
import { slugify } from "./slug.ts";

const PROMO_GROUP = { name: "Акции MyAcuvue", slug: "akcii-myacuvue" };
const PROMO_DESCRIPTION =
  "Скидка 300 ₽ на первую покупку и 500 ₽ на каждую пятую упаковку для участников программы MyACUVUE. Промо-цена действует при покупке в салонах и на сайте.";

function addLensImages(b: SeedBuilder, line: TLensLine, count: number): number[] {
  const tints = line.colours?.map((c) => c.hex);
  const box: TLensBoxSpec = {
    kind: "lens-box",
    ...line.box,
    count,
    ...(tints ? { tints } : {}),
  };
  const blister: TLensBlisterSpec = {
    kind: "lens-blister",
    brand: line.box.brand,
    line: line.box.line,
    colors: { primary: line.box.colors.primary, accent: line.box.colors.accent },
    ...(tints?.[0] ? { tint: tints[0] } : {}),
  };
  return [b.addImage(box, line.name), b.addImage(blister, `${line.name}, блистер`)];
}

function addLensCharacteristics(
  b: SeedBuilder,
  id: number,
  line: TLensLine,
  brand: { slug: string; name: string },
  minPrice: number,
): void {
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
    [String(line.dkt), commaDecimals(String(line.dkt))],
  ]);
  b.addCharacteristic(id, main, "diameter", "Диаметр", [
    [line.diameter.toFixed(1), `${commaDecimals(line.diameter.toFixed(1))} мм`],
  ]);
  b.addCharacteristic(
    id,
    main,
    "base_curve",
    "Радиус кривизны",
    line.baseCurves.map((v) => [formatCurve(v), curveLabel(v)] as const),
  );
  const sMin = line.spheres[0] ?? 0;
  const sMax = line.spheres[line.spheres.length - 1] ?? 0;
  b.addCharacteristic(id, main, "sphere_range", "Оптическая сила", [
    [`${formatPower(sMin)}_${formatPower(sMax)}`, `от ${powerLabel(sMin)} до ${powerLabel(sMax)}`],
  ]);
  if (line.cylinders) {
    b.addCharacteristic(
      id,
      main,
      "cylinder",
      "Цилиндр",
      line.cylinders.map((v) => [formatPower(v), powerLabel(v)] as const),
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
      line.additions.map((v) => [slugify(v) || v, commaDecimals(v)] as const),
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
    const promo = roundTo10(minPrice * 0.85) - 10;
    b.addCharacteristic(id, PROMO_GROUP, "promo_price", "Промо-цена", [
      [String(rub(promo)), formatPrice(rub(promo))],
    ]);
    b.addCharacteristic(id, PROMO_GROUP, "promo_description", "Описание акции", [
      ["myacuvue", PROMO_DESCRIPTION],
    ]);
  }
}

function addLensFacets(b: SeedBuilder, id: number, line: TLensLine, brand: { slug: string; name: string }) {
  b.addFacetValue(id, "brand", brand.slug, brand.name);
  b.addFacetValue(id, "period", line.period, PERIOD_LABELS[line.period]);
  b.addFacetValue(id, "type", line.type, TYPE_LABELS[line.type]);
  b.addFacetValue(id, "material", line.material, MATERIAL_LABELS[line.material]);
  for (const pack of line.packs)
    b.addFacetValue(id, "items_in_pack", String(pack.items), `${pack.items} шт.`);
}

/** Adds the line with its modifications; returns the product id. */
export function addLensLine(b: SeedBuilder, line: TLensLine, random: TRandom): number {
  const id = b.nextProductId();
  const brand = brandBySlug(line.brand);
  const smallest = line.packs[0];
  if (!smallest) throw new Error(`${line.slug}: no packs`);
  const imageIds = addLensImages(b, line, smallest.items);
  const minPrice = Math.min(...line.packs.map((p) => p.price));
  const cheapest = line.packs.find((p) => p.price === minPrice) ?? smallest;
  b.addProduct(
    productRow({
      id,
      slug: b.slug(line.slug),
      name: line.name,
      categoryId: CATEGORY_ID.lenses,
      brandId: brand.id,
      price: cheapest.price,
      priceOld: cheapest.priceOld,
      bonusRate: 0.05,
      isNotAvailable: false,
      popularity: line.popularity,
      createdAt: createdAt(random),
      description: line.description,
      manufacturer: line.manufacturer,
    }),
    imageIds,
  );
  addLensCharacteristics(b, id, line, brand, minPrice);
  addLensFacets(b, id, line, brand);
  addLensModifications(b, id, line, random);
  return id;
}
