/**
 * Search provider of the videos (issue 12): published videos in the search's videos group, by
 * title and description. Videos have no page of their own: an item links to its poster on the
 * `/video` listing page that shows it (`/video?page=2#video-14`). One statement, Russian full text
 * over the normalised text, best first; the total counts all matches.
 */
import { CONTENT_PAGE_SIZE } from "@optika/domain/content";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import {
  contentHits,
  type TContentHitRow,
  type TContentSearchInput,
  type TContentSearchProvider,
} from "../search/content-providers.ts";

type TVideoHitRow = TContentHitRow & { position: number };

/** Where a video's poster is: its page of `/video` (newest first) and the poster's anchor. */
export function videoListingUrl(id: number, position: number): string {
  const page = Math.ceil(position / CONTENT_PAGE_SIZE);
  return `/video${page > 1 ? `?page=${page}` : ""}#video-${id}`;
}

export const videosSearchProvider: TContentSearchProvider = {
  group: "videos",
  async search(db: TDb, { plan, limit, now }: TContentSearchInput) {
    const rows = await queryRows<TVideoHitRow>(
      db,
      sql`
        with q as (select to_tsquery('russian', ${plan.content}) as query),
        listed as (
          select v.*, row_number() over (order by v.published_at desc, v.id desc) as position
          from videos v where v.published_at <= ${now}
        ),
        hits as (
          select lv.id, lv.title, lv.id::text as slug, lv.poster_image_id as image_id, lv.description,
            lv.position, ts_rank(doc.v, q.query) as rank
          from listed lv
          cross join lateral (select
            setweight(to_tsvector('russian', search_normalize(lv.title)), 'A') ||
            setweight(to_tsvector('russian', search_normalize(lv.description)), 'B') as v) doc, q
          where doc.v @@ q.query
        )
        select id, title, slug, image_id, description, position::int as position,
          (count(*) over ())::int as total
        from hits order by rank desc, position limit ${limit}`,
    );
    return contentHits(rows, (row) => videoListingUrl(Number(row.id), Number(row.position)));
  },
};
