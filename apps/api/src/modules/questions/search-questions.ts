/**
 * Search provider of the questions to specialists (issue 12): published questions (approved, with
 * an answer) in the search's questions group, by the question, its topic and the answer. One
 * statement, Russian full text over the normalised text, best first; the total counts all. The
 * asker's contact never leaves the API: it is not selected.
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
import { PUBLISHED } from "./question-row.ts";

/** A question is the item's title: long ones are cut at a word near this many characters. */
export const QUESTION_TITLE_MAX = 140;

/** The question as a title of at most QUESTION_TITLE_MAX characters (cut ones end with '…'). */
export function questionTitle(text: string): string {
  const chars = Array.from(text.trim().replace(/\s+/g, " "));
  if (chars.length <= QUESTION_TITLE_MAX) return chars.join("");
  const head = chars.slice(0, QUESTION_TITLE_MAX - 1).join("");
  const space = head.lastIndexOf(" ");
  return `${(space > QUESTION_TITLE_MAX / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}

export const questionsSearchProvider: TContentSearchProvider = {
  group: "questions",
  async search(db: TDb, { plan, limit }: TContentSearchInput) {
    const rows = await queryRows<TContentHitRow>(
      db,
      sql`
        with tsq as (select to_tsquery('russian', ${plan.content}) as query),
        hits as (
          select q.id, q.text as title, q.id::text as slug, sp.image_id, q.answer as description,
            q.answered_at, ts_rank(doc.v, tsq.query) as rank
          from questions q
          join question_topics t on t.id = q.topic_id
          left join specialists sp on sp.id = q.specialist_id
          cross join lateral (select
            setweight(to_tsvector('russian', search_normalize(q.text)), 'A') ||
            setweight(to_tsvector('russian', search_normalize(t.name)), 'B') ||
            setweight(to_tsvector('russian', search_normalize(coalesce(q.answer, ''))), 'D') as v) doc, tsq
          where ${PUBLISHED} and doc.v @@ tsq.query
        )
        select id, title, slug, image_id, description, (count(*) over ())::int as total
        from hits order by rank desc, answered_at desc nulls last, id desc limit ${limit}`,
    );
    const found = contentHits(rows, (row) => `/questions-specialist/${row.id}`);
    return { ...found, items: found.items.map((item) => ({ ...item, title: questionTitle(item.title) })) };
  },
};
