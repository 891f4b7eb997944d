import type { TVideo } from "@optika/api-contract";
import { CONTENT_PAGE_SIZE, isVideoEmbedUrl } from "@optika/domain/content";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { pageTotal, queryRows } from "../../db/rows.ts";

type TVideoRow = {
  id: number;
  title: string;
  description: string;
  poster_image_id: number | null;
  video_url: string;
  duration_seconds: number;
  published_at: Date | string;
  total: number;
};

/** Only https players on the video hosts (domain/content) reach a page ("" otherwise). */
export function embeddableUrl(url: string): string {
  return isVideoEmbedUrl(url) ? new URL(url).toString() : "";
}

/** GET /videos: published videos, newest first; one statement (plus a count past the last page). */
export async function listVideos(
  db: TDb,
  input: { page?: number | undefined; limit?: number | undefined },
  now: Date,
): Promise<{ items: TVideo[]; total: number; page: number; limit: number }> {
  const page = input.page ?? 1;
  const limit = input.limit ?? CONTENT_PAGE_SIZE;
  const rows = await queryRows<TVideoRow>(
    db,
    sql`select id, title, description, poster_image_id, video_url, duration_seconds, published_at,
               count(*) over ()::int as total
        from videos where published_at <= ${now}
        order by published_at desc, id desc
        limit ${limit} offset ${(page - 1) * limit}`,
  );
  const total = await pageTotal(
    db,
    rows,
    (page - 1) * limit,
    sql`select count(*)::int as total from videos where published_at <= ${now}`,
  );
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      title: row.title,
      description: row.description,
      poster_image_id: row.poster_image_id === null ? null : Number(row.poster_image_id),
      embed_url: embeddableUrl(row.video_url),
      duration_seconds: Number(row.duration_seconds),
      published_at: new Date(row.published_at).toISOString(),
    })),
    total,
    page,
    limit,
  };
}
