import { migrate } from "drizzle-orm/node-postgres/migrator";
import { migrationsFolder } from "../paths.ts";
import { openDatabase, type TDbHandle } from "./client.ts";

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
