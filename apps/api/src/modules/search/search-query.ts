/**
 * What a search query is made of (pure, no I/O; decision 0028): the searched text (trimmed,
 * well-formed, at most SEARCH_QUERY_SEARCHED_LENGTH characters), its words with the spellings to
 * try (as typed, the other keyboard layout, transliteration) and its numbers (lens parameters).
 */
import { SEARCH_QUERY_SEARCHED_LENGTH } from "@optika/api-contract";
import {
  cyrillicLayoutToLatin,
  cyrillicToLatin,
  foldYo,
  latinLayoutToCyrillic,
  latinToCyrillic,
  SEARCH_MIN_LENGTH,
} from "@optika/domain/search";

/** Most words of a query that are searched (the rest is ignored). */
export const MAX_QUERY_TOKENS = 8;

export type TWordToken = {
  kind: "word";
  /** as typed (lowercase, 'ё' as 'е') */
  text: string;
  /** spellings to look up, `text` first, each with how much its meanings are trusted (0…1] */
  alternatives: TAlternative[];
};
export type TAlternative = { spelling: string; weight: number };
export type TNumberToken = {
  kind: "number";
  /** as typed, normalised: "-3.5" */
  text: string;
  /** the parameter values it may mean: '-3,50' → [-3.5]; an unsigned fraction '3.5' → [3.5, -3.5] */
  values: number[];
};
export type TQueryToken = TWordToken | TNumberToken;

/**
 * The text that is searched: lone surrogates and control characters become spaces, runs of space
 * collapse, trimmed, cut to SEARCH_QUERY_SEARCHED_LENGTH characters (code points).
 */
export function searchedText(raw: string): string {
  const clean = raw
    .replace(/\uFFFD/g, " ")
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Co}]/gu, " ")
    .replace(/\s+/gu, " ")
    .trim();
  return Array.from(clean).slice(0, SEARCH_QUERY_SEARCHED_LENGTH).join("").trim();
}

/** Under SEARCH_MIN_LENGTH characters nothing is searched (the overlay's rule, spec §2). */
export function isSearchable(text: string): boolean {
  return text.length >= SEARCH_MIN_LENGTH;
}

const NUMBER = /^[-+−–]?\d{1,4}(?:[.,]\d{1,3})?$/u;
const LAYOUT_KEYS = /^[a-z;,'[\].`]+$/u;
const LATIN_WORD = /^[a-z]+$/u;
const CYRILLIC_WORD = /^[а-я]+$/u;
/** A word piece: letters and digits of either alphabet. */
const PIECE = /[0-9a-zа-я]+/gu;

function numberToken(chunk: string): TNumberToken {
  const text = chunk.replace(/[−–]/u, "-").replace(",", ".");
  const value = Number(text);
  const signed = /^[-+]/u.test(text);
  const fraction = text.includes(".");
  const values = !signed && fraction && value !== 0 ? [value, -value] : [value];
  return { kind: "number", text: String(value), values };
}

/** Weights of the spellings tried for a word (decision 0028). */
const WEIGHT = { typed: 1, layout: 1, transliterated: 0.95, swapped: 0.8 } as const;
/** Words at least this long are also tried with two neighbouring letters swapped ('опарвы' → 'оправы'). */
const SWAP_MIN_LENGTH = 5;

function unique(alternatives: readonly TAlternative[]): TAlternative[] {
  const best = new Map<string, number>();
  for (const { spelling, weight } of alternatives) {
    const folded = foldYo(spelling);
    if (folded.length > 0 && weight > (best.get(folded) ?? 0)) best.set(folded, weight);
  }
  return [...best].map(([spelling, weight]) => ({ spelling, weight }));
}

function swaps(word: string): string[] {
  const letters = Array.from(word);
  if (letters.length < SWAP_MIN_LENGTH || !CYRILLIC_WORD.test(word)) return [];
  const out: string[] = [];
  for (let i = 0; i < letters.length - 1; i++) {
    if (letters[i] === letters[i + 1]) continue;
    const swapped = [...letters];
    [swapped[i], swapped[i + 1]] = [letters[i + 1] as string, letters[i] as string];
    out.push(swapped.join(""));
  }
  return out;
}

/** The spellings of one word: as typed, typed in the other layout, transliterated, letters swapped. */
function wordAlternatives(word: string, layoutReading: string | null): TAlternative[] {
  const alternatives: TAlternative[] = [{ spelling: word, weight: WEIGHT.typed }];
  if (layoutReading && CYRILLIC_WORD.test(layoutReading)) {
    alternatives.push({ spelling: layoutReading, weight: WEIGHT.layout });
  }
  if (LATIN_WORD.test(word))
    alternatives.push({ spelling: latinToCyrillic(word), weight: WEIGHT.transliterated });
  if (CYRILLIC_WORD.test(word)) {
    alternatives.push({ spelling: cyrillicToLatin(word), weight: WEIGHT.transliterated });
    const keys = cyrillicLayoutToLatin(word);
    if (LATIN_WORD.test(keys)) alternatives.push({ spelling: keys, weight: WEIGHT.layout });
  }
  for (const spelling of swaps(word)) alternatives.push({ spelling, weight: WEIGHT.swapped });
  if (layoutReading)
    for (const spelling of swaps(layoutReading)) alternatives.push({ spelling, weight: WEIGHT.swapped });
  return unique(alternatives);
}

/** The words and numbers of the searched text, at most MAX_QUERY_TOKENS, duplicates dropped. */
export function queryTokens(text: string): TQueryToken[] {
  const tokens: TQueryToken[] = [];
  const seen = new Set<string>();
  const add = (token: TQueryToken) => {
    const key = `${token.kind}:${token.text}`;
    if (seen.has(key) || tokens.length >= MAX_QUERY_TOKENS) return;
    seen.add(key);
    tokens.push(token);
  };
  for (const raw of text.toLowerCase().split(/\s+/u)) {
    const chunk = foldYo(raw);
    if (chunk === "") continue;
    if (NUMBER.test(chunk)) {
      add(numberToken(chunk));
      continue;
    }
    // "kbyps", "jxrb" or ",hjirf": typed with the Latin layout on, read as the Russian keys
    const layoutReading =
      LAYOUT_KEYS.test(chunk) && /[a-z]/u.test(chunk) ? foldYo(latinLayoutToCyrillic(chunk)) : null;
    const pieces = chunk.match(PIECE) ?? [];
    if (layoutReading && CYRILLIC_WORD.test(layoutReading) && pieces.length !== 1) {
      // punctuation keys inside the word ("ctvtq,f" = "семейба"): one word in the other layout
      add({
        kind: "word",
        text: chunk.replace(/[^a-z]/gu, ""),
        alternatives: unique([{ spelling: layoutReading, weight: WEIGHT.layout }]),
      });
      continue;
    }
    for (const piece of pieces) {
      if (/^\d+$/u.test(piece)) add(numberToken(piece));
      else
        add({
          kind: "word",
          text: piece,
          alternatives: wordAlternatives(piece, pieces.length === 1 ? layoutReading : null),
        });
    }
  }
  return tokens;
}
