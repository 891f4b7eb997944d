import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import type { TSitemapEntry } from "../articles/sitemap-entries.ts";

/** `/aktsii` and every promotion's page, expired ones too (they answer 200, marked as ended); one statement. */
export async function listCampaignSitemapEntries(db: TDb): Promise<TSitemapEntry[]> {
  const rows = await queryRows<{ slug: string; lastmod: Date | string }>(
    db,
    sql`select slug, updated_at as lastmod from campaigns order by ends_on desc, id`,
  );
  const entries = rows.map((row) => ({
    path: `/aktsii/${row.slug}`,
    lastmod: new Date(row.lastmod).toISOString().slice(0, 10),
  }));
  const newest =
    entries
      .map((e) => e.lastmod)
      .sort()
      .at(-1) ?? "1970-01-01";
  return [{ path: "/aktsii", lastmod: newest }, ...entries];
}
