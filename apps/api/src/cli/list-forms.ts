/**
 * Prints what shoppers sent through the forms (newest first), until staff have a back office.
 * Usage: node dist/cli/list-forms.js [--limit N] [--json]
 * Reads DATABASE_URL / PGLITE_DIR and FORM_UPLOAD_DIR like the API. The embedded database is held
 * by one process at a time: with PGlite, stop the API first (PostgreSQL has no such limit).
 */
import { join } from "node:path";
import { DatabaseLockedError, openDatabase } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { loadEnv } from "../env.ts";
import { listSubmissions, type TSubmissionRow } from "../modules/forms/list-submissions.ts";

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 10_000;

export function parseListArgs(argv: readonly string[]): { limit: number; isJson: boolean } {
  const index = argv.findIndex((a) => a === "--limit" || a.startsWith("--limit="));
  let limit = DEFAULT_LIMIT;
  if (index !== -1) {
    const arg = argv[index] ?? "";
    const raw = arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : argv[index + 1];
    limit = Number(raw);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
      throw new Error(`--limit needs a whole number 1…${MAX_LIMIT} (got ${raw ?? "nothing"})`);
  }
  return { limit, isJson: argv.includes("--json") };
}

/** One block of text per submission, for a person reading a terminal. */
export function formatSubmission(row: TSubmissionRow, uploadDir: string): string {
  const lines = [
    `${row.createdAt.toISOString()}  ${row.type}  ${row.id}`,
    `  Имя: ${row.name}`,
    `  Телефон: ${row.phone}`,
  ];
  if (row.email) lines.push(`  E-mail: ${row.email}`);
  if (row.source !== null) lines.push(`  Источник: ${JSON.stringify(row.source)}`);
  if (row.noMailSend) lines.push("  Без письма (no_mail_send)");
  if (row.message) lines.push(`  Сообщение: ${row.message.replace(/\s*\n\s*/g, " / ")}`);
  if (row.attachmentFile) {
    lines.push(
      `  Файл: ${row.attachmentName || "(без имени)"} (${row.attachmentKind}, ${row.attachmentBytes} байт) → ${join(uploadDir, row.attachmentFile)}`,
    );
  }
  return lines.join("\n");
}

async function main(): Promise<void> {
  const { limit, isJson } = parseListArgs(process.argv.slice(2));
  const env = loadEnv();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  try {
    await migrateDatabase(handle);
    const rows = await listSubmissions(handle.db, limit);
    if (isJson) {
      console.log(JSON.stringify(rows, null, 2));
    } else if (rows.length === 0) {
      console.log("list-forms: no submissions yet");
    } else {
      console.log(rows.map((row) => formatSubmission(row, env.FORM_UPLOAD_DIR)).join("\n\n"));
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof DatabaseLockedError) console.error(`list-forms: ${message} (stop the API first)`);
  else console.error(`list-forms: ${message}`);
  process.exit(1);
});
