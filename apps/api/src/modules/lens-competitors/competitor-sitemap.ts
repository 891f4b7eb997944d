import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import type { TSitemapEntry } from "../reviews/review-sitemap.ts";

/** Most competitor pages one sitemap lists. */
export const COMPETITOR_SITEMAP_MAX = 45_000;

/**
 * `/lenses/competitors/{slug}` of every available lens that has at least one comparable lens (same
 * type and period), so the sitemap never lists an empty page. One statement.
 */
export async function listCompetitorSitemapEntries(db: TDb): Promise<TSitemapEntry[]> {
  const rows = await queryRows<{ slug: string; lastmod: Date | string }>(
    db,
    sql`with lens as (
          select p.id, p.slug, p.created_at, t.value_slug as type, pe.value_slug as period
          from products p
          join product_facet_values t on t.product_id = p.id and t.key = 'type'
          join product_facet_values pe on pe.product_id = p.id and pe.key = 'period'
          where not p.is_not_available
        )
        select a.slug, a.created_at as lastmod from lens a
        where exists (select 1 from lens b where b.id <> a.id and b.type = a.type and b.period = a.period)
        order by a.id limit ${COMPETITOR_SITEMAP_MAX}`,
  );
  return rows.map((r) => ({
    path: `/lenses/competitors/${r.slug}`,
    lastmod: new Date(r.lastmod).toISOString(),
  }));
}
