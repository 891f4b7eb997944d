/**
 * Search providers of the clinic content (issue 12 × issue 13): services and specialists in the
 * search's services and specialists groups (docs/seams.md, "Search"). One statement each, Russian
 * full text over the normalised text, best first; the group total counts every match.
 */
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import {
  contentHits,
  type TContentHitRow,
  type TContentSearchInput,
  type TContentSearchProvider,
} from "../search/content-providers.ts";

/** Services (booking links `/zapis/{slug}`), by name, announcement, description and category. */
export const servicesSearchProvider: TContentSearchProvider = {
  group: "services",
  async search(db: TDb, { plan, limit }: TContentSearchInput) {
    const rows = await queryRows<TContentHitRow>(
      db,
      sql`
        with q as (select to_tsquery('russian', ${plan.content}) as query),
        hits as (
          select s.id, s.name as title, s.slug, null::int as image_id, s.announce as description, s.sort,
            ts_rank(doc.v, q.query) as rank
          from services s
          join service_categories c on c.id = s.category_id
          cross join lateral (select
            setweight(to_tsvector('russian', search_normalize(s.name)), 'A') ||
            setweight(to_tsvector('russian', search_normalize(c.name || ' ' || s.announce)), 'B') ||
            setweight(to_tsvector('russian', search_normalize(s.description)), 'D') as v) doc, q
          where doc.v @@ q.query
        )
        select id, title, slug, image_id, description, (count(*) over ())::int as total
        from hits order by rank desc, sort, id limit ${limit}`,
    );
    return contentHits(rows, (row) => `/zapis/${row.slug}`);
  },
};

/** Specialists who receive in a clinic of the shopper's city, by name, position and biography. */
export const specialistsSearchProvider: TContentSearchProvider = {
  group: "specialists",
  async search(db: TDb, { plan, limit, cityId }: TContentSearchInput) {
    const rows = await queryRows<TContentHitRow>(
      db,
      sql`
        with q as (select to_tsquery('russian', ${plan.content}) as query),
        hits as (
          select sp.id, sp.name as title, sp.id::text as slug, sp.image_id, sp.position as description, sp.sort,
            ts_rank(doc.v, q.query) as rank
          from specialists sp
          cross join lateral (select
            setweight(to_tsvector('russian', search_normalize(sp.name)), 'A') ||
            setweight(to_tsvector('russian', search_normalize(sp.position)), 'B') ||
            setweight(to_tsvector('russian', search_normalize(sp.bio)), 'D') as v) doc, q
          where doc.v @@ q.query
            and exists (select 1 from specialist_stores ss join stores st on st.id = ss.store_id
                        where ss.specialist_id = sp.id and st.city_id = ${cityId})
        )
        select id, title, slug, image_id, description, (count(*) over ())::int as total
        from hits order by rank desc, sort, id limit ${limit}`,
    );
    return contentHits(rows, (row) => `/specialists/${row.id}`);
  },
};
