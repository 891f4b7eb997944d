import { SEARCH_QUERY_SEARCHED_LENGTH } from "@optika/api-contract";

/** The query parameter of the results page (spec §2: /search?search={text}). */
export const SEARCH_PARAM = "search";
/** The active section id of the results page (5, 3, 4: see @optika/domain/search). */
export const CATEGORY_PARAM = "category_id";
export const SEARCH_PATH = "/search";

/** Characters that never belong in a query: controls (NUL…), and halves of broken surrogate pairs. */
const UNPRINTABLE = /[\p{Cc}]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/gu;

/**
 * The query as it is searched: controls and lone surrogates dropped, whitespace collapsed, trimmed,
 * at most the API's searched length in code points (never half a surrogate pair). A 10 000-character
 * address gives the first 200 characters' results, not an error.
 */
export function searchedQuery(raw: string | null | undefined): string {
  const clean = (raw ?? "").replace(UNPRINTABLE, " ").replace(/\s+/g, " ").trim();
  return Array.from(clean).slice(0, SEARCH_QUERY_SEARCHED_LENGTH).join("").trim();
}

/** '/search?search={query}' plus the active section id and a hash (a section's anchor). */
export function searchPageUrl(query: string, o: { categoryId?: number | null; hash?: string } = {}): string {
  const params = new URLSearchParams({ [SEARCH_PARAM]: query });
  if (o.categoryId) params.set(CATEGORY_PARAM, String(o.categoryId));
  return `${SEARCH_PATH}?${params.toString()}${o.hash ? `#${o.hash}` : ""}`;
}
