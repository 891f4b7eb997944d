/** Name of the query parameter that carries the page number. */
export const PAGE_PARAM = "page";

/**
 * Link to `page` of the current listing: keeps the path and every other query parameter,
 * sets `page`, and drops it for page 1. `search` may start with "?" or not.
 */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);
  const target = Math.max(1, Math.floor(page) || 1);
  if (target === 1) params.delete(PAGE_PARAM);
  else params.set(PAGE_PARAM, String(target));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
