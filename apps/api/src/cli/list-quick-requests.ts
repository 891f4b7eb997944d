/**
 * Prints the quick appointment requests (`/bystraya-zapis`, newest first) for the clinic to call
 * back, until staff have a back office.
 * Usage: node dist/cli/list-quick-requests.js [--limit N] [--json]
 * Reads DATABASE_URL / PGLITE_DIR like the API; with PGlite, stop the API first (one process holds it).
 */
import { DatabaseLockedError, openDatabase } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { loadEnv } from "../env.ts";
import { listQuickRequests } from "../modules/appointments/list-quick-requests.ts";

const MAX_LIMIT = 10_000;

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const at = argv.indexOf("--limit");
  const limit = at === -1 ? 50 : Number(argv[at + 1]);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    throw new Error(`--limit needs a whole number 1…${MAX_LIMIT}`);
  }
  const env = loadEnv();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  try {
    await migrateDatabase(handle);
    const rows = await listQuickRequests(handle.db, limit);
    if (argv.includes("--json")) console.log(JSON.stringify(rows, null, 2));
    else if (rows.length === 0) console.log("list-quick-requests: no requests yet");
    else {
      console.log(
        rows
          .map((r) =>
            [
              `${new Date(r.created_at).toISOString()}  ${r.id}`,
              `  Имя: ${r.name}`,
              `  Телефон: +${r.phone}`,
              ...(r.store_name ? [`  Клиника: ${r.store_name}`] : []),
              ...(r.service_name ? [`  Услуга: ${r.service_name}`] : []),
              ...(r.comment ? [`  Комментарий: ${r.comment.replace(/\s*\n\s*/g, " / ")}`] : []),
            ].join("\n"),
          )
          .join("\n\n"),
      );
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  const hint = error instanceof DatabaseLockedError ? " (stop the API first)" : "";
  console.error(`list-quick-requests: ${message}${hint}`);
  process.exit(1);
});
