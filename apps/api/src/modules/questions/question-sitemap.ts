import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import type { TSitemapEntry } from "../reviews/review-sitemap.ts";
import { PUBLISHED } from "./question-row.ts";

/** Most question pages one sitemap lists (a sitemap file holds 50 000 URLs). */
export const QUESTION_SITEMAP_MAX = 45_000;

/** `/questions-specialist` and every published question's page, with its answer's date. One statement. */
export async function listQuestionSitemapEntries(db: TDb): Promise<TSitemapEntry[]> {
  const rows = await queryRows<{ id: number; lastmod: Date | string }>(
    db,
    sql`select q.id, coalesce(q.answered_at, q.created_at) as lastmod from questions q
        where ${PUBLISHED} order by q.id limit ${QUESTION_SITEMAP_MAX}`,
  );
  const iso = (v: Date | string) => new Date(v).toISOString();
  const newest = rows.reduce<string | null>(
    (max, r) => (max === null || iso(r.lastmod) > max ? iso(r.lastmod) : max),
    null,
  );
  return [
    { path: "/questions-specialist", lastmod: newest },
    ...rows.map((r) => ({ path: `/questions-specialist/${r.id}`, lastmod: iso(r.lastmod) })),
  ];
}
