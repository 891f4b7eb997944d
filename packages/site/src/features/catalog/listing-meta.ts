import { pluralRu } from "@optika/domain/language";
import { formatNumber } from "@optika/domain/money";
import { pagedTitle } from "../seo/paged-title.ts";
import type { TShownListing } from "./listing-range.ts";
import { catalogMessages as m } from "./messages.ts";

export function listingDescription(
  listing: Pick<TShownListing, "category" | "filters" | "facets" | "pagination">,
  title: string,
): string {
  const filtered = Object.keys(listing.filters).length > 0;
  if (!filtered && listing.category.seo_description) return listing.category.seo_description;
  const total = listing.pagination.total;
  return m.listingDescription(title, `${formatNumber(total)} ${pluralRu(total, m.productsCount)}`);
}

export function listingPageTitle(
  listing: Pick<TShownListing, "category" | "filters" | "facets" | "pagination">,
  title: string,
): string {
  const filtered = Object.keys(listing.filters).length > 0;
  const base = !filtered && listing.category.seo_title ? listing.category.seo_title : title;
  return pagedTitle(base, listing.pagination.page);
}
