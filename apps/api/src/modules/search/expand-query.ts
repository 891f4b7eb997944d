/**
 * Statement 1 of a search: the catalogue words each query word may mean (decision 0028). A
 * spelling is looked up in the vocabulary (search_terms: document words and shopper spellings)
 * exactly, by sound, as a prefix and by trigram similarity (pg_trgm) among words of the same first
 * letter and about the same length; each word keeps only its best meanings.
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
/**
 * pg_trgm similarity a fuzzy candidate needs. Candidates share the first letter (of the sound key
 * for Cyrillic) and are within two letters of the length: a btree index finds them, and similarity
 * is computed for a few dozen words instead of the whole vocabulary.
 */
const MIN_SIMILARITY = 0.3;
/**
 * Spellings weighted below this (swapped letters) are looked up exactly and by sound only: a
 * prefix or trigram look-up of each of them would repeat the typed word's at many times the cost.
 */
const FUZZY_MIN_WEIGHT = 0.9;
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
        select a.i, st.target, a.w as score from search_terms st join alts a on a.alt = st.term
          where st.term = any(array(select alt from alts))
        union all
        select a.i, st.target, 0.9 * a.w from search_terms st join alts a on a.sound = st.sound
          where st.sound = any(array(select sound from alts where length(alt) >= 4 and length(sound) >= 3))
            and length(a.alt) >= 4
        union all
        select a.i, st.target, 0.8 * a.w from alts a
          join search_terms st on st.term ~>=~ a.alt and st.term ~<~ (a.alt || chr(1114111))
          where length(a.alt) >= 3 and a.w >= ${FUZZY_MIN_WEIGHT}
        union all
        select a.i, st.target, 0.85 * a.w * similarity(st.sound, a.sound) from alts a
          join search_terms st on left(st.sound, 1) = left(a.sound, 1)
            and length(st.sound) between length(a.sound) - 2 and length(a.sound) + 2
            and similarity(st.sound, a.sound) >= ${MIN_SIMILARITY}
          where a.cyrillic and length(a.alt) >= 4 and a.w >= ${FUZZY_MIN_WEIGHT}
        union all
        select a.i, st.target, 0.85 * a.w * similarity(st.term, a.alt) from alts a
          join search_terms st on left(st.term, 1) = left(a.alt, 1)
            and length(st.term) between length(a.alt) - 2 and length(a.alt) + 2
            and similarity(st.term, a.alt) >= ${MIN_SIMILARITY}
          where not a.cyrillic and length(a.alt) >= 4 and a.w >= ${FUZZY_MIN_WEIGHT}
      )
      select i, target, max(score)::float8 as score from hits group by i, target`,
  );
  return bestMeanings(rows);
}
