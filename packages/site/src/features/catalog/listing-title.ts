import type { TCatalogListing } from "@optika/api-contract";

/** "Контактные линзы: Acuvue, Однодневные" — the category with the chosen filter values. */
export function listingTitle(listing: TCatalogListing): string {
  const labels = listing.facets.flatMap((facet) =>
    facet.values.filter((value) => value.selected).map((value) => value.label),
  );
  return labels.length > 0 ? `${listing.category.name}: ${labels.join(", ")}` : listing.category.name;
}
