import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";

export type TSitemapEntry = { path: string; lastmod: string | null };

/** `/reviews` for the sitemap, last modified at its newest approved review. One statement. */
export async function listReviewSitemapEntries(db: TDb): Promise<TSitemapEntry[]> {
  const [row] = await queryRows<{ lastmod: Date | string | null }>(
    db,
    sql`select max(coalesce(moderated_at, created_at)) as lastmod from reviews where status = 'approved'`,
  );
  return [{ path: "/reviews", lastmod: row?.lastmod ? new Date(row.lastmod).toISOString() : null }];
}
