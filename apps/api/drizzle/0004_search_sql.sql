-- Search (decision 0028): the sound key of a word, GIN indexes for full text, parameters and trigrams.
-- pg_trgm is created by 0000_init (PGlite loads it from @electric-sql/pglite/contrib/pg_trgm).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- The key two spellings of one word share: Cyrillic with unstressed vowels folded (о→а, е/э/ё/ы/и/й→и,
-- я→а, ю→у), ъ/ь dropped and doubled letters collapsed ('ачки' = 'очки', 'линзи' = 'линзы');
-- Latin as its consonant skeleton after the first letter (c/q→k, z→s, w→v, y→i, ph→f, x→ks; vowels
-- and h dropped; doubles collapsed: 'acuvue' = 'akuviu' = 'akv', 'oasys' = 'oazis'). Other words as they are.
CREATE OR REPLACE FUNCTION search_sound(word text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE
    WHEN w ~ '^[a-z]+$' THEN
      regexp_replace(left(l, 1) || regexp_replace(substr(l, 2), '[aeiouh]', '', 'g'), '(.)\1+', '\1', 'g')
    WHEN w ~ '^[а-яё]+$' THEN
      regexp_replace(translate(w, 'ёэеоыяюйъь', 'иииаиауи'), '(.)\1+', '\1', 'g')
    ELSE w
  END
  FROM (
    SELECT lower(word) AS w,
      replace(replace(translate(lower(word), 'cqzwy', 'kksvi'), 'ph', 'f'), 'x', 'ks') AS l
  ) AS s
$$;--> statement-breakpoint
-- The text search indexes: lowercase, 'ё' as 'е', grouped thousands joined ('5 000' → '5000'), a hyphenated
-- word also joined ('ray-ban' → 'ray-ban rayban').
CREATE OR REPLACE FUNCTION search_normalize(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT regexp_replace(
    regexp_replace(t, '([0-9])[ \u00a0\u202f]([0-9]{3})', '\1\2', 'g'),
    '([0-9a-zа-я]+)-([0-9a-zа-я]+)', '\1-\2 \1\2', 'g')
  FROM (SELECT replace(lower(value), 'ё', 'е') AS t) AS s
$$;--> statement-breakpoint
CREATE INDEX "product_search_document_idx" ON "product_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "product_search_params_idx" ON "product_search" USING gin ("params");--> statement-breakpoint
CREATE INDEX "search_terms_term_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_terms_sound_trgm_idx" ON "search_terms" USING gin ("sound" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_filter_pages_document_idx" ON "search_filter_pages" USING gin ("document");
