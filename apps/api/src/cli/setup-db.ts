/**
 * Migrates the database, then seeds it once (seed_meta remembers). Idempotent.
 * Usage: node dist/cli/setup-db.js [--scale N]
 */
import { sql } from "drizzle-orm";
import { DatabaseLockedError, openDatabase } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { loadEnv } from "../env.ts";
import { readSeedMeta, seedDatabase } from "../seed/index.ts";

export function parseScale(argv: readonly string[]): number {
  const index = argv.findIndex((a) => a === "--scale" || a.startsWith("--scale="));
  if (index === -1) return 1;
  const arg = argv[index] ?? "";
  const raw = arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : argv[index + 1];
  const scale = Number(raw);
  if (!Number.isInteger(scale) || scale < 1)
    throw new Error(`--scale needs a whole number ≥ 1 (got ${raw ?? "nothing"})`);
  return scale;
}

async function main(): Promise<void> {
  const scale = parseScale(process.argv.slice(2));
  const env = loadEnv();
  const where = env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${env.PGLITE_DIR}`;
  // no statement_timeout: seeding a large catalogue runs long statements
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: env.PGLITE_DIR,
    statementTimeoutMs: 0,
  });
  try {
    const started = Date.now();
    await migrateDatabase(handle);
    console.log(`setup-db: migrations applied to ${where}`);
    const meta = await readSeedMeta(handle.db);
    if (meta) {
      console.log(`setup-db: already seeded (${JSON.stringify(meta)}), nothing to do`);
    } else {
      const result = await seedDatabase(handle.db, { scale });
      // fresh planner statistics: without them PGlite (no autovacuum) picks nested loops over all stock
      await handle.db.execute(sql`analyze`);
      console.log(
        `setup-db: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(result)}`,
      );
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof DatabaseLockedError ||
    (error instanceof Error && /^(Invalid environment|--scale)/.test(error.message))
  ) {
    console.error(`setup-db: ${error.message}`);
  } else {
    console.error("setup-db: failed", error);
  }
  process.exit(1);
});
