/**
 * What every product family shares: its row in `products` (prices given in rubles, stored in
 * kopecks), its date, its SKU prefix and the "Характеристики" group that opens with the maker.
 */
import type { products } from "../db/schema.ts";
import type { TRandom } from "./random.ts";
import type { SeedBuilder } from "./seed-builder.ts";

/** "Now" of the demo data: product dates are spread over the year before it. */
export const BASE_DATE = Date.UTC(2025, 5, 1, 9, 0, 0);
export const DAY_MS = 86_400_000;

/** Rubles → kopecks. */
export const rub = (rubles: number): number => Math.round(rubles * 100);
export const roundTo10 = (rubles: number): number => Math.round(rubles / 10) * 10;

/** A random moment of the year before BASE_DATE. */
export function createdAt(random: TRandom): Date {
  return new Date(BASE_DATE - random.int(0, 365) * DAY_MS - random.int(0, 86_399) * 1000);
}

type TProductInput = {
  id: number;
  slug: string;
  name: string;
  categoryId: number;
  brandId: number | null;
  /** rubles */
  price: number;
  /** rubles; the price before the discount, if any */
  priceOld?: number | null;
  /** share of the price credited as bonus points (rounded down) */
  bonusRate: number;
  isNotAvailable: boolean;
  popularity: number;
  createdAt: Date;
  description: string;
  manufacturer: string;
};

/** The `products` row (without its image, which SeedBuilder.addProduct sets). */
export function productRow(p: TProductInput): typeof products.$inferInsert {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    categoryId: p.categoryId,
    brandId: p.brandId,
    price: rub(p.price),
    priceOld: p.priceOld ? rub(p.priceOld) : null,
    bonusValue: Math.floor(p.price * p.bonusRate),
    isNotAvailable: p.isNotAvailable,
    popularity: p.popularity,
    createdAt: p.createdAt,
    description: p.description,
    manufacturer: p.manufacturer,
  };
}

/** "LNS-00042": the SKU stem of a product's modifications. */
export function skuBase(prefix: string, productId: number): string {
  return `${prefix}-${String(productId).padStart(5, "0")}`;
}

/** The "Характеристики" group every product has. */
export const MAIN_GROUP = { name: "Характеристики", slug: "harakteristiki" };

/** Opens a product's main group with who makes it and under which brand; returns the group. */
export function addMakerCharacteristics(
  b: SeedBuilder,
  productId: number,
  manufacturer: string,
  brand: { slug: string; name: string },
): typeof MAIN_GROUP {
  b.addCharacteristic(productId, MAIN_GROUP, "manufacturer", "Производитель", manufacturer);
  b.addCharacteristic(productId, MAIN_GROUP, "brand", "Бренд", [[brand.slug, brand.name]]);
  return MAIN_GROUP;
}
