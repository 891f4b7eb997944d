import type { TCatalogListing, TSort } from "@optika/api-contract";
import {
  catalogPath,
  isSortOption,
  parseFilterSegments,
  serializeFilterSegments,
  type TFilters,
} from "@optika/domain/catalog";
import { isSlug } from "@optika/domain/urls";
import { redirect } from "react-router";
import type { TApiClient } from "../../server/api.server.ts";
import { expectOk, notFound } from "../../server/api-response.ts";
import { CERTIFICATES_CATEGORY_SLUG, CERTIFICATES_PATH } from "./categories.ts";
import { PER_PAGE_PARAM, SORT_PARAM } from "./listing-urls.ts";

export type TListingRequest = {
  categorySlug: string;
  /** The filter splat ("brand=acuvue/period=odnodnevnye"), "" for none. */
  splat: string;
  url: URL;
  /** When the page lives at a path of its own (/lenses/daily, /ochki/opravy): no canonical redirect. */
  fixedPath?: boolean;
  /** Filters the page applies on top of the splat (e.g. the lens type). */
  baseFilters?: TFilters;
};

/** The query parameters the API accepts, taken from the page URL (absent ones left to the API default). */
export function listingQuery(url: URL, filters: TFilters) {
  const query: { filters: string; sort?: TSort; page?: string; per_page?: string } = {
    filters: serializeFilterSegments(filters),
  };
  const sort = url.searchParams.get(SORT_PARAM);
  const page = url.searchParams.get("page");
  const perPage = url.searchParams.get(PER_PAGE_PARAM);
  if (sort !== null) {
    // An unknown sort is a route validation failure: 404 (spec §5).
    if (!isSortOption(sort)) notFound();
    query.sort = sort;
  }
  if (page) query.page = page;
  if (perPage) query.per_page = perPage;
  return query;
}

/**
 * Loads one catalogue listing for a page: a category slug that cannot be one and a filter path
 * that is malformed or beyond the domain's FILTER_LIMITS (a 2,000-key path) are 404 at once,
 * without an API call; a non-canonical filter path 301s to the canonical one; unknown keys, values
 * or categories (the API's 404), bad page parameters (the API's 400) and a page beyond the last
 * are 404 (spec §5).
 */
export async function loadListing(api: TApiClient, o: TListingRequest): Promise<TCatalogListing> {
  if (o.categorySlug === CERTIFICATES_CATEGORY_SLUG) throw redirect(CERTIFICATES_PATH, 301);
  if (!isSlug(o.categorySlug)) notFound();
  const parsed = parseFilterSegments(o.splat);
  if (!parsed.ok) notFound();
  const filters: TFilters = { ...o.baseFilters, ...parsed.filters };
  if (!o.fixedPath) {
    const canonical = catalogPath(o.categorySlug, parsed.filters);
    if (canonical !== o.url.pathname) throw redirect(`${canonical}${o.url.search}`, 301);
  }
  const response = await api.catalog.listCategoryProducts({
    params: { slug: o.categorySlug },
    // The contract's query type is its parsed (output) shape; the wire carries strings.
    query: listingQuery(o.url, filters),
  });
  const listing = expectOk(response);
  if (listing.pagination.page > listing.pagination.pageCount) notFound();
  if (!o.fixedPath && listing.canonicalPath !== o.url.pathname) {
    throw redirect(`${listing.canonicalPath}${o.url.search}`, 301);
  }
  return listing;
}
