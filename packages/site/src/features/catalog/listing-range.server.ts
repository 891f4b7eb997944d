import type { TCatalogListing } from "@optika/api-contract";
import type { TApiClient } from "../../server/api.server.ts";
import { expectOk, notFound } from "../../server/api-response.ts";
import { typographListing } from "../typography/typography.server.ts";
import { cardView } from "./card-product.ts";
import { listingQuery, loadListing, type TListingRequest } from "./listing.server.ts";
import { shownRange, type TShownListing } from "./listing-range.ts";

/** The view of a listing: only what the page renders (no API object reaches the page). */
export function shownListing(listing: TCatalogListing, firstPage: number): TShownListing {
  const typeset = typographListing(listing);
  const { id, slug, name, url, seo_title, seo_description } = typeset.category;
  return {
    category: { id, slug, name, url, seo_title, seo_description },
    filters: typeset.filters,
    sort: typeset.sort,
    facets: typeset.facets,
    pagination: typeset.pagination,
    products: typeset.products.map(cardView),
    firstPage,
  };
}

/**
 * The listing of `?page=N`, or of pages F…N for `?from=F&page=N` (the address 'Показать ещё'
 * leaves), so a reload or a shared link renders what was on screen. Earlier pages load in
 * parallel; a malformed `from` is a 404. Headings come typeset (typography.server).
 */
export async function loadShownListing(
  api: TApiClient,
  o: TListingRequest,
): Promise<{ view: TShownListing; canonicalPath: string }> {
  const listing = await loadListing(api, o);
  const { page, perPage } = listing.pagination;
  const range = shownRange(o.url.searchParams, page, perPage);
  if (!range) return notFound();
  if (range.from === page) return { view: shownListing(listing, page), canonicalPath: listing.canonicalPath };
  const query = listingQuery(o.url, listing.filters);
  const earlier = await Promise.all(
    Array.from({ length: page - range.from }, (_, i) =>
      api.catalog
        .listCategoryProducts({
          params: { slug: o.categorySlug },
          query: { ...query, page: String(range.from + i) },
        })
        .then((response) => expectOk(response).products),
    ),
  );
  const seen = new Set<number>();
  const products = [...earlier.flat(), ...listing.products].filter((product) => {
    if (seen.has(product.id)) return false;
    seen.add(product.id);
    return true;
  });
  return { view: shownListing({ ...listing, products }, range.from), canonicalPath: listing.canonicalPath };
}
