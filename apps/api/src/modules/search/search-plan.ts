/**
 * What the search statements match (pure; decision 0028): a query text for
 * `to_tsquery('russian', …)` that needs every word (`all`), one that needs any word (`any`), and
 * the lens parameter numbers. Content providers (services, specialists, …) match with the same plan.
 */
import type { TMeaning } from "./expand-query.ts";
import type { TQueryToken } from "./search-query.ts";

export type TSearchPlan = {
  /** every word (each: one of its meanings or its own prefix), "" when the query has no usable word */
  all: string;
  /** any word, "" likewise */
  any: string;
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
  const numbers: TSearchPlan["numbers"] = [];
  tokens.forEach((token, i) => {
    if (token.kind === "number") {
      numbers.push({ values: token.values, text: token.text });
      return;
    }
    const part = wordPart(token.text, meanings.get(i));
    if (part) parts.push(part);
    else if (token.text.length >= 2) unknown.push(`${quoteLexeme(token.text)}:*`);
  });
  const used = parts.length > 0 ? parts : unknown;
  return { all: used.join(" & "), any: used.join(" | "), numbers };
}
