/**
 * What the sitemap (seo) lists of this module: every published article and charity article, the
 * category listings and the section pages, with the day they last changed. Paths only: the
 * sitemap puts them under the configured public origin.
 */
import type { TArticleSection } from "@optika/api-contract";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";

export type TSitemapEntry = { path: string; lastmod: string };

const day = (value: Date | string | null): string =>
  (value instanceof Date ? value : new Date(value ?? 0)).toISOString().slice(0, 10);

/** Articles of one section (`/stat/...` or `/charity/...`), then its categories, then the section page. */
async function sectionEntries(db: TDb, section: TArticleSection, now: Date): Promise<TSitemapEntry[]> {
  const rows = await queryRows<{ category: string; slug: string | null; lastmod: Date | string | null }>(
    db,
    sql`select ac.slug as category, a.slug, a.updated_at as lastmod
        from articles a join article_categories ac on ac.id = a.category_id
        where ac.section = ${section} and a.published_at <= ${now}
        union all
        select ac.slug, null, (select max(a.updated_at) from articles a where a.category_id = ac.id and a.published_at <= ${now})
        from article_categories ac where ac.section = ${section}
        order by 1, 2 nulls first`,
  );
  const entries = rows.map((row) => ({
    path: row.slug === null ? `/${section}/${row.category}` : `/${section}/${row.category}/${row.slug}`,
    lastmod: day(row.lastmod),
  }));
  const newest =
    entries
      .map((e) => e.lastmod)
      .sort()
      .at(-1) ?? "1970-01-01";
  return [{ path: `/${section}`, lastmod: newest }, ...entries];
}

/** `/stat`, `/stat/{category}` (including `/stat/och`) and every published article (one statement). */
export function listArticleSitemapEntries(db: TDb, now: Date = new Date()): Promise<TSitemapEntry[]> {
  return sectionEntries(db, "stat", now);
}

/** `/charity`, `/charity/{category}` and every published charity article (one statement). */
export function listCharitySitemapEntries(db: TDb, now: Date = new Date()): Promise<TSitemapEntry[]> {
  return sectionEntries(db, "charity", now);
}
