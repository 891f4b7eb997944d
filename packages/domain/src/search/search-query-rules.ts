import { LIMITS, TIMINGS_MS } from "../constants/business-constants.ts";

export const SEARCH_MIN_LENGTH = LIMITS.searchMinLength;
export const SEARCH_DEBOUNCE_MS = TIMINGS_MS.searchDebounce;
export const SEARCH_PAGE_SIZE = LIMITS.searchPageSize;

/** Under 3 characters (after trimming) the search does nothing. */
export function shouldSearch(query: string): boolean {
  return query.trim().length >= SEARCH_MIN_LENGTH;
}

/** Enter or the icon opens the results page: /search?search={text}. */
export function searchPageHref(query: string): string {
  return `/search?${new URLSearchParams({ search: query.trim() }).toString()}`;
}
