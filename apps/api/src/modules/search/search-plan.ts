/**
 * What the search statements match (pure; decision 0028): a query text for
 * `to_tsquery('russian', …)` that needs every word (`all`), one that needs any word (`any`), and
 * the lens parameter numbers; and, for the content groups (services, specialists, videos,
 * questions, articles), one that needs every word (`content`): their words are mostly not in the
 * catalogue's vocabulary, so a word it has no meaning for is searched as typed and as read in the
 * other keyboard layout instead of being left out.
 */
import type { TMeaning } from "./expand-query.ts";
import type { TQueryToken, TWordToken } from "./search-query.ts";

/** Spellings trusted this much stand for a word the vocabulary lacks: as typed, other layout, transliterated (not swapped letters). */
const CONTENT_SPELLING_MIN_WEIGHT = 0.95;

export type TSearchPlan = {
  /** every word (each: one of its meanings or its own prefix), "" when the query has no usable word */
  all: string;
  /** any word, "" likewise */
  any: string;
  /** every word: one of its meanings or, for a word the vocabulary lacks, its spellings as prefixes */
  content: string;
  /** each number of the query: the parameter values it may mean and its text */
  numbers: { values: number[]; text: string }[];
};

/** A lexeme for to_tsquery: quoted, quotes and backslashes escaped. */
export function quoteLexeme(word: string): string {
  return `'${word.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}

/** One word's part of the query: its meanings or, as typed, a prefix. Null when nothing means it. */
function wordPart(text: string, meanings: readonly TMeaning[] | undefined): string | null {
  if (!meanings || meanings.length === 0) return null;
  const options = new Set(meanings.map((m) => quoteLexeme(m.target)));
  // as typed, as a prefix, when it begins a meaning (a word still being typed: 'солнцезащ');
  // never otherwise: a stop word's meaning ('lkz' → 'для') must leave the query, not its keys
  if (meanings.some((m) => m.target.startsWith(text) && m.target !== text))
    options.add(`${quoteLexeme(text)}:*`);
  return `(${[...options].join(" | ")})`;
}

/** A word the vocabulary lacks, for content: each trusted spelling as a prefix. */
function spellingsPart(token: TWordToken): string | null {
  const spellings = token.alternatives
    .filter((a) => a.weight >= CONTENT_SPELLING_MIN_WEIGHT && a.spelling.length >= 2)
    .map((a) => `${quoteLexeme(a.spelling)}:*`);
  return spellings.length > 0 ? `(${[...new Set(spellings)].join(" | ")})` : null;
}

/**
 * Words nothing in the catalogue means are left out (a shopper's extra word does not empty the
 * results), unless no word has a meaning: then every word is searched as typed, as a prefix.
 */
export function buildSearchPlan(
  tokens: readonly TQueryToken[],
  meanings: Map<number, TMeaning[]>,
): TSearchPlan {
  const parts: string[] = [];
  const unknown: string[] = [];
  const content: string[] = [];
  const numbers: TSearchPlan["numbers"] = [];
  tokens.forEach((token, i) => {
    if (token.kind === "number") {
      numbers.push({ values: token.values, text: token.text });
      return;
    }
    const part = wordPart(token.text, meanings.get(i));
    if (part) parts.push(part);
    else if (token.text.length >= 2) unknown.push(`${quoteLexeme(token.text)}:*`);
    const contentPart = part ?? spellingsPart(token);
    if (contentPart) content.push(contentPart);
  });
  const used = parts.length > 0 ? parts : unknown;
  return { all: used.join(" & "), any: used.join(" | "), content: content.join(" & "), numbers };
}
