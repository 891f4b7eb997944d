import { pageCount } from "@optika/domain/pagination";
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

/**
 * One page of a list, oldest first or however `select` orders it: `select(limit, offset)` gives the
 * rows with `count(*) over ()::int as total`, `count` the total alone (asked only for a page past
 * the end). Answers the rows and the page's pagination.
 */
export async function pagedRows<T>(
  db: TDb,
  {
    page,
    perPage,
    select,
    count,
  }: { page: number; perPage: number; select: (limit: number, offset: number) => SQL; count: SQL },
) {
  const offset = (page - 1) * perPage;
  const rows = await queryRows<T & { total: number }>(db, select(perPage, offset));
  const total = await pageTotal(db, rows, offset, count);
  return { rows, pagination: { page, perPage, total, pageCount: pageCount(total, perPage) } };
}
