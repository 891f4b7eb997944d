import type { SQL } from "drizzle-orm";
import type { TDb } from "./client.ts";

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: TDb, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The total of a paged list whose rows carry it (`count(*) over () as total`). A page past the end
 * has no rows to carry it: then `count` (a `select count(*)::int as total …` of the same matches)
 * answers, one statement more; the first page without rows is simply empty.
 */
export async function pageTotal(
  db: TDb,
  rows: ReadonlyArray<{ total: number | string }>,
  offset: number,
  count: SQL,
): Promise<number> {
  if (rows.length > 0) return Number(rows[0]?.total ?? 0);
  if (offset === 0) return 0;
  const [row] = await queryRows<{ total: number | string }>(db, count);
  return Number(row?.total ?? 0);
}
