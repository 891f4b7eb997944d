/**
 * The deterministic demo-data generator: pure, no I/O. Same options → same rows, byte for byte
 * (seeded PRNG, fixed base date, no Math.random, no clock). This file only decides the order and
 * the random stream each part draws from; the parts:
 * - reference-rows.ts (regions, cities, stores, categories, brands, facets), content-rows.ts
 *   (menu, site variables) — copied from the hand-written data in data/;
 * - lens-product.ts + lens-modifications.ts, eyewear-models.ts + eyewear-product.ts,
 *   accessory-products.ts, certificate-products.ts — one module per product family;
 * - product-row.ts (the shared products row, prices, dates, SKUs, maker characteristics),
 *   seed-builder.ts (rows and ids), stock.ts (stock over the store network).
 */
import { addAccessories } from "./accessory-products.ts";
import { addCertificates } from "./certificate-products.ts";
import { addContentRows } from "./content-rows.ts";
import { EYEWEAR_BRANDS, FAMOUS_MODELS, type TEyewearModel } from "./data/eyewear.ts";
import { LENS_LINES } from "./data/lens-lines.ts";
import { generateModels } from "./eyewear-models.ts";
import { addEyewearModel } from "./eyewear-product.ts";
import { addLensLine } from "./lens-product.ts";
import { createRandom } from "./random.ts";
import { addCatalogRows, addGeoRows } from "./reference-rows.ts";
import { SeedBuilder } from "./seed-builder.ts";
import type { TSeedRows } from "./seed-rows.ts";

export const SEED_VERSION = 1;
export const DEFAULT_SEED = 20_240_530;

export type TSeedOptions = {
  /** PRNG seed (default DEFAULT_SEED) */
  seed?: number;
  /** multiplies the frames/sunglasses/accessories catalogue (benchmarks); default 1 */
  scale?: number;
};

export function generateSeedRows(options: TSeedOptions = {}): TSeedRows {
  const seed = options.seed ?? DEFAULT_SEED;
  const scale = Math.max(1, Math.floor(options.scale ?? 1));
  const root = createRandom(seed);
  const b = new SeedBuilder();

  addGeoRows(b.rows);
  addCatalogRows(b.rows);

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

  addContentRows(b.rows, lensIds);
  return b.rows;
}
