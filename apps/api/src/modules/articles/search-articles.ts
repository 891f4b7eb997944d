/**
 * Search provider of the articles (issue 12): published articles of both sections (`/stat`,
 * `/charity`) in the search's articles group, by title, lead, category and the text of the body.
 * One statement, Russian full text over the normalised text, best first; the total counts all.
 */
import type { TArticleSection } from "@optika/api-contract";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import {
  contentHits,
  type TContentHitRow,
  type TContentSearchInput,
  type TContentSearchProvider,
} from "../search/content-providers.ts";

type TArticleHitRow = TContentHitRow & { section: TArticleSection; category_slug: string };

export const articlesSearchProvider: TContentSearchProvider = {
  group: "articles",
  async search(db: TDb, { plan, limit, now }: TContentSearchInput) {
    const rows = await queryRows<TArticleHitRow>(
      db,
      sql`
        with q as (select to_tsquery('russian', ${plan.content}) as query),
        hits as (
          select a.id, a.title, a.slug, a.cover_image_id as image_id, a.lead as description,
            ac.section, ac.slug as category_slug, a.published_at, ts_rank(doc.v, q.query) as rank
          from articles a
          join article_categories ac on ac.id = a.category_id
          cross join lateral (select
            setweight(to_tsvector('russian', search_normalize(a.title)), 'A') ||
            setweight(to_tsvector('russian', search_normalize(a.lead)), 'B') ||
            setweight(to_tsvector('russian', search_normalize(ac.name)), 'C') ||
            setweight(to_tsvector('russian',
              search_normalize(regexp_replace(a.body_html, '<[^>]*>', ' ', 'g'))), 'D') as v) doc, q
          where a.published_at <= ${now} and doc.v @@ q.query
        )
        select id, title, slug, image_id, description, section, category_slug,
          (count(*) over ())::int as total
        from hits order by rank desc, published_at desc, id desc limit ${limit}`,
    );
    return contentHits(rows, (row) => `/${row.section}/${row.category_slug}/${row.slug}`);
  },
};
