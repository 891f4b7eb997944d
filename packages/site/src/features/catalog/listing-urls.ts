import { catalogPath, DEFAULT_SORT, type TFilters } from "@optika/domain/catalog";
import { DEFAULT_PER_PAGE, PAGE_PARAM } from "@optika/domain/pagination";
import { FROM_PARAM } from "./listing-range.ts";

export const SORT_PARAM = "sort";
export const PER_PAGE_PARAM = "per_page";
export { DEFAULT_SORT };

function withParam(pathname: string, search: string, key: string, value: string | null): string {
  const params = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);
  params.delete(PAGE_PARAM);
  params.delete(FROM_PARAM);
  if (value === null) params.delete(key);
  else params.set(key, value);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Same listing sorted differently, back on page 1 (the default sort drops the parameter). */
export function sortHref(pathname: string, search: string, sort: string): string {
  return withParam(pathname, search, SORT_PARAM, sort === DEFAULT_SORT ? null : sort);
}

/** Same listing with another page size, back on page 1 (the default size drops the parameter). */
export function perPageHref(pathname: string, search: string, perPage: number): string {
  return withParam(pathname, search, PER_PAGE_PARAM, perPage === DEFAULT_PER_PAGE ? null : String(perPage));
}

/** A listing address at `path` keeping sort and page size, on page 1. */
export function listingHref(path: string, search: string): string {
  return withParam(path, search, PAGE_PARAM, null);
}

/** The filters with `value` of `key` switched on or off. */
export function toggleFilter(filters: TFilters, key: string, value: string): TFilters {
  const current = filters[key] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...filters, [key]: next };
}

/**
 * Link of a facet value: the canonical catalogue path with that value toggled, keeping sort and
 * page size but going back to page 1.
 */
export function facetHref(
  categorySlug: string,
  filters: TFilters,
  key: string,
  value: string,
  search: string,
) {
  return listingHref(catalogPath(categorySlug, toggleFilter(filters, key, value)), search);
}
