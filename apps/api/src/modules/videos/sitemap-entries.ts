import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import type { TSitemapEntry } from "../articles/sitemap-entries.ts";

/**
 * The listing pages without entries of their own: `/video` (changed with its newest video) and
 * `/vakansii` (listed when a vacancy is open, dated the day of the sitemap); one statement.
 */
export async function listVideoAndVacancySitemapEntries(
  db: TDb,
  now: Date = new Date(),
): Promise<TSitemapEntry[]> {
  const [row] = await queryRows<{ newest: Date | string | null; open: number }>(
    db,
    sql`select (select max(published_at) from videos where published_at <= ${now}) as newest,
               (select count(*) from vacancies where is_open)::int as open`,
  );
  const today = now.toISOString().slice(0, 10);
  const entries: TSitemapEntry[] = [];
  if (row?.newest) entries.push({ path: "/video", lastmod: new Date(row.newest).toISOString().slice(0, 10) });
  if (Number(row?.open ?? 0) > 0) entries.push({ path: "/vakansii", lastmod: today });
  return entries;
}
