/** Care solutions, drops and cases: one product and one modification each. */
import type { TImageSpec } from "../modules/media/image-spec.ts";
import { ACCESSORIES, ACCESSORY_TYPES } from "./data/accessories.ts";
import { brandBySlug, CATEGORY_ID } from "./data/catalog.ts";
import { addMakerCharacteristics, createdAt, productRow, skuBase } from "./product-row.ts";
import type { TRandom } from "./random.ts";
import type { SeedBuilder } from "./seed-builder.ts";
import { addStock } from "./stock.ts";

/** Every accessory once; batches after the first get a "-b<n>" slug suffix. */
export function addAccessories(b: SeedBuilder, random: TRandom, batch: number): void {
  for (const item of ACCESSORIES) {
    const r = random.fork(item.slug);
    const id = b.nextProductId();
    const brand = brandBySlug(item.brand);
    const spec: TImageSpec =
      "volume" in item.picture ? { kind: "bottle", ...item.picture } : { kind: "case", ...item.picture };
    const imageIds = [b.addImage(spec, item.name)];
    b.addProduct(
      productRow({
        id,
        slug: b.slug(item.slug + (batch > 0 ? `-b${batch}` : "")),
        name: item.name,
        categoryId: CATEGORY_ID.accessories,
        brandId: brand.id,
        price: item.price,
        priceOld: item.priceOld,
        bonusRate: 0.03,
        isNotAvailable: false,
        popularity: item.popularity,
        createdAt: createdAt(r),
        description: item.description,
        manufacturer: item.manufacturer,
      }),
      imageIds,
    );
    const main = addMakerCharacteristics(b, id, item.manufacturer, brand);
    b.addCharacteristic(id, main, "type", "Тип", [[item.type, ACCESSORY_TYPES[item.type]]]);
    if (item.volume) b.addCharacteristic(id, main, "volume", "Объём", item.volume);
    b.addCharacteristic(id, main, "country", "Страна производства", item.country);
    b.addFacetValue(id, "brand", brand.slug, brand.name);
    b.addFacetValue(id, "type", item.type, ACCESSORY_TYPES[item.type]);
    const modId = b.addModification(id, `${skuBase("ACC", id)}-1`, null, []);
    addStock(b, modId, r, r.chance(0.05) ? "outside-ekb" : "normal", 0.7, 20);
  }
}
