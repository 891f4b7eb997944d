/**
 * Fills the database with the deterministic demo data (see generate.ts) in one transaction,
 * with large multi-row inserts. `scale` multiplies the frames/sunglasses/accessories catalogue.
 */

import { eq, getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { TDb } from "../db/client.ts";
import { migratedTableNames } from "../db/migrate.ts";
import * as schema from "../db/schema.ts";
import { seedArticles } from "./articles/seed-articles.ts";
import { seedCityCentres } from "./city-centres.ts";
import { seedClinics } from "./clinics/seed-clinics.ts";
import { seedCmsContent } from "./cms-content.ts";
import { seedDemoPromotions } from "./demo-promotions.ts";
import { seedDemoShoppers } from "./demo-shoppers.ts";
import { DEFAULT_SEED, generateSeedRows, SEED_VERSION } from "./generate.ts";
import { seedMyAcuvueMembers } from "./myacuvue-members.ts";
import { seedReviews } from "./reviews/seed-reviews.ts";
import { seedSearchIndex } from "./search-index.ts";
import { countRows, type TSeedCounts, type TSeedRows } from "./seed-rows.ts";

export { SEED_VERSION } from "./generate.ts";
export type { TSeedCounts } from "./seed-rows.ts";

export type TSeedDatabaseOptions = {
  /** multiplies the catalogue for benchmarks (default 1) */
  scale?: number;
  /** PRNG seed (default DEFAULT_SEED) */
  seed?: number;
  /** empty the seeded tables first (TRUNCATE … CASCADE: also removes rows that point at them) */
  reset?: boolean;
};

export type TSeedResult = TSeedCounts & { scale: number; seed: number; version: number };

export type TSeedMeta = { version: number; scale: number; seed: number };

export class AlreadySeededError extends Error {
  constructor(readonly meta: TSeedMeta) {
    super(`The database is already seeded (${JSON.stringify(meta)}); pass { reset: true } to seed again.`);
    this.name = "AlreadySeededError";
  }
}

/** Insert order respects the foreign keys. */
const TABLES: readonly (readonly [keyof TSeedRows, PgTable])[] = [
  ["regions", schema.regions],
  ["cities", schema.cities],
  ["stores", schema.stores],
  ["categories", schema.categories],
  ["brands", schema.brands],
  ["images", schema.images],
  ["products", schema.products],
  ["productImages", schema.productImages],
  ["productCharacteristics", schema.productCharacteristics],
  ["facets", schema.facets],
  ["productFacetValues", schema.productFacetValues],
  ["variantGroups", schema.variantGroups],
  ["variants", schema.variants],
  ["modifications", schema.modifications],
  ["modificationVariants", schema.modificationVariants],
  ["stock", schema.stock],
  ["menuItems", schema.menuItems],
  ["siteVars", schema.siteVars],
];

/** PostgreSQL allows 65535 bind parameters per statement; stay well below. */
const MAX_PARAMS = 30_000;
/** Rows per `INSERT … SELECT FROM unnest(…)` statement (one array parameter per column). */
const UNNEST_CHUNK = 50_000;
/** Column types that travel well as one array parameter. */
const UNNEST_TYPES = new Set(["integer", "text", "boolean", "double precision", "serial"]);

type TTx = Parameters<Parameters<TDb["transaction"]>[0]>[0];

/**
 * Big tables go in as `INSERT … SELECT * FROM unnest($1::int[], $2::text[], …)`: one parameter per
 * column instead of one per value, several times faster than multi-row VALUES on PGlite.
 * Returns false when the table has a column type this cannot carry (then VALUES is used).
 */
async function insertUnnest(
  tx: TTx,
  table: PgTable,
  list: readonly Record<string, unknown>[],
): Promise<boolean> {
  const first = list[0];
  if (!first) return true;
  const columns = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const keys = Object.keys(first);
  const cols = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)}: unknown column ${key}`);
    const type = column.getSQLType();
    return { key, name: column.name, type: type === "serial" ? "integer" : type };
  });
  if (!cols.every((c) => UNNEST_TYPES.has(c.type))) return false;
  for (let i = 0; i < list.length; i += UNNEST_CHUNK) {
    const chunk = list.slice(i, i + UNNEST_CHUNK);
    const arrays: SQL[] = cols.map(
      (c) => sql`${sql.param(chunk.map((row) => row[c.key] ?? null))}::${sql.raw(c.type)}[]`,
    );
    const names = sql.raw(cols.map((c) => `"${c.name}"`).join(", "));
    await tx.execute(sql`INSERT INTO ${table} (${names}) SELECT * FROM unnest(${sql.join(arrays, sql`, `)})`);
  }
  return true;
}

/** What seed_meta says, or null when the database has not been seeded. */
export async function readSeedMeta(db: TDb): Promise<TSeedMeta | null> {
  const [row] = await db.select().from(schema.seedMeta).where(eq(schema.seedMeta.key, "seeded"));
  if (!row) return null;
  try {
    return JSON.parse(row.value) as TSeedMeta;
  } catch {
    return { version: Number(row.value) || 0, scale: 1, seed: DEFAULT_SEED };
  }
}

export async function seedDatabase(db: TDb, options: TSeedDatabaseOptions = {}): Promise<TSeedResult> {
  const scale = Math.max(1, Math.floor(options.scale ?? 1));
  const seed = options.seed ?? DEFAULT_SEED;
  const rows = generateSeedRows({ scale, seed });
  const meta: TSeedMeta = { version: SEED_VERSION, scale, seed };

  await db.transaction(async (tx) => {
    if (options.reset) {
      // every table the migrations made (content, clinics, shoppers and orders too, not only the
      // generated catalogue): what follows inserts them all again
      const tables = await migratedTableNames(tx as unknown as TDb);
      await tx.execute(
        sql.raw(`TRUNCATE ${tables.map((t) => `"${t}"`).join(", ")} RESTART IDENTITY CASCADE`),
      );
    } else {
      const existing = await readSeedMeta(tx as unknown as TDb);
      if (existing) throw new AlreadySeededError(existing);
    }
    for (const [key, table] of TABLES) {
      const list = rows[key] as Record<string, unknown>[];
      const first = list[0];
      if (!first) continue;
      if (list.length > 1000 && (await insertUnnest(tx, table, list))) continue;
      const chunk = Math.max(1, Math.floor(MAX_PARAMS / Object.keys(first).length));
      for (let i = 0; i < list.length; i += chunk) {
        await tx.insert(table).values(list.slice(i, i + chunk) as never);
      }
    }
    await seedDemoShoppers(tx as unknown as TDb);
    await seedDemoPromotions(tx as unknown as TDb);
    await seedMyAcuvueMembers(tx as unknown as TDb);
    await seedCmsContent(tx as unknown as TDb);
    await seedClinics(tx as unknown as TDb, { today: new Date().toISOString().slice(0, 10) });
    await seedReviews(tx as unknown as TDb, { today: new Date().toISOString().slice(0, 10) });
    await seedSearchIndex(tx);
    await seedCityCentres(tx as unknown as TDb);
    await seedArticles(tx as unknown as TDb, { today: new Date().toISOString().slice(0, 10) });
    await tx.insert(schema.seedMeta).values({ key: "seeded", value: JSON.stringify(meta) });
  });

  return { ...countRows(rows), ...meta };
}
