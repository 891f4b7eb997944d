import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrationsFolder } from "../paths.ts";
import type { TDbHandle } from "./client.ts";

/** Applies the drizzle-kit migrations in apps/api/drizzle (idempotent). */
export async function migrateDatabase(handle: TDbHandle, folder: string = migrationsFolder): Promise<void> {
  if (handle.driver === "pglite") {
    await migratePglite(handle.db as never, { migrationsFolder: folder });
  } else {
    await migrateNodePg(handle.db as never, { migrationsFolder: folder });
  }
}
