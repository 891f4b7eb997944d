import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { migrationsFolder } from "../paths.ts";
import { openDatabase, type TDb, type TDbHandle } from "./client.ts";
import { queryRows } from "./rows.ts";

/**
 * Applies the drizzle-kit migrations in apps/api/drizzle (idempotent). On PostgreSQL through a
 * connection of its own without statement_timeout (a migration may legitimately run long).
 */
export async function migrateDatabase(handle: TDbHandle, folder: string = migrationsFolder): Promise<void> {
  if (handle.driver === "pglite" || !handle.url) {
    await migrate(handle.db as never, { migrationsFolder: folder });
    return;
  }
  const own = await openDatabase({ databaseUrl: handle.url, poolSize: 1, statementTimeoutMs: 0 });
  try {
    await migrate(own.db as never, { migrationsFolder: folder });
  } finally {
    await own.close();
  }
}

/** The tables the migrations made (schema `public`; drizzle keeps its journal in a schema of its own). */
export async function migratedTableNames(db: TDb): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((row) => row.name);
}
