import { SEARCH_QUERY_SEARCHED_LENGTH, type TSearchResponse } from "@optika/api-contract";

/** Fetches the API's search answer for `query` (through the storefront's /api proxy); throws unless 200. */
export type TSearchFetcher = (query: string, signal: AbortSignal) => Promise<TSearchResponse>;

/** The browser's call: GET /api/catalog/search?query=… (only the part the API searches is sent). */
export const fetchSearchResults: TSearchFetcher = async (query, signal) => {
  const params = new URLSearchParams({
    query: Array.from(query.trim()).slice(0, SEARCH_QUERY_SEARCHED_LENGTH).join(""),
  });
  const response = await fetch(`/api/catalog/search?${params.toString()}`, {
    signal,
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new Error(`search answered ${response.status}`);
  return (await response.json()) as TSearchResponse;
};
