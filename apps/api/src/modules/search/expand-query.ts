/**
 * Statement 1 of a search: the catalogue words each query word may mean (decision 0028). A
 * spelling is looked up in the vocabulary (search_terms: document words and shopper spellings)
 * exactly, by sound, as a prefix and by trigram similarity; each word keeps only its best meanings.
 */
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import type { TQueryToken, TWordToken } from "./search-query.ts";

/**
 * How sure a meaning is: exact spelling 1, same sound 0.9, a longer word it begins 0.8, trigram
 * ≤ 0.85, each times the weight of the spelling tried (search-query.ts).
 */
export type TMeaning = { target: string; score: number };

/** A meaning below the word's best by more than this is dropped ("оправа" exact beats "оправы" by sound). */
const SCORE_MARGIN = 0.12;
/** Trigram meanings weaker than this are dropped. */
const MIN_SCORE = 0.3;
/** Most meanings kept per word. */
const MAX_MEANINGS = 6;

/** Keeps each word's best meanings (pure). */
export function bestMeanings(
  rows: readonly { i: number; target: string; score: number }[],
): Map<number, TMeaning[]> {
  const byToken = new Map<number, TMeaning[]>();
  for (const row of rows) {
    const list = byToken.get(row.i) ?? [];
    list.push({ target: row.target, score: Number(row.score) });
    byToken.set(row.i, list);
  }
  for (const [i, list] of byToken) {
    list.sort((a, b) => b.score - a.score || a.target.localeCompare(b.target));
    const best = list[0]?.score ?? 0;
    byToken.set(
      i,
      list.filter((m) => m.score >= best - SCORE_MARGIN && m.score >= MIN_SCORE).slice(0, MAX_MEANINGS),
    );
  }
  return byToken;
}

/** The meanings of every word token (by its index in `tokens`); no statement when there are no words. */
export async function expandQuery(db: TDb, tokens: readonly TQueryToken[]): Promise<Map<number, TMeaning[]>> {
  const words = tokens
    .map((token, i) => ({ token, i }))
    .filter((entry): entry is { token: TWordToken; i: number } => entry.token.kind === "word");
  if (words.length === 0) return new Map();
  const input = JSON.stringify(
    words.flatMap(({ token, i }) => token.alternatives.map((a) => ({ i, alt: a.spelling, w: a.weight }))),
  );
  const rows = await queryRows<{ i: number; target: string; score: number }>(
    db,
    sql`
      with alts as (
        select (t->>'i')::int as i, t->>'alt' as alt, (t->>'w')::float8 as w,
          search_sound(t->>'alt') as sound, (t->>'alt') ~ '^[а-я]+$' as cyrillic
        from jsonb_array_elements(${input}::jsonb) t
      ),
      hits as (
        select a.i, st.target, a.w as score from alts a join search_terms st on st.term = a.alt
        union all
        select a.i, st.target, 0.9 * a.w from alts a join search_terms st on st.sound = a.sound
          where length(a.alt) >= 4 and length(a.sound) >= 3
        union all
        select a.i, st.target, 0.8 * a.w from alts a join search_terms st on st.term like a.alt || '%'
          where length(a.alt) >= 3
        union all
        select a.i, st.target, 0.85 * a.w * similarity(st.sound, a.sound) from alts a
          join search_terms st on st.sound % a.sound
          where a.cyrillic and length(a.alt) >= 4
        union all
        select a.i, st.target, 0.85 * a.w * similarity(st.term, a.alt) from alts a
          join search_terms st on st.term % a.alt
          where not a.cyrillic and length(a.alt) >= 4
      )
      select i, target, max(score)::float8 as score from hits group by i, target`,
  );
  return bestMeanings(rows);
}
