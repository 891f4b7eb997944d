import type { TShownListing } from "./listing-range.ts";

/** "Контактные линзы: Acuvue, Однодневные" — the category with the chosen filter values. */
export function listingTitle(
  listing: Pick<TShownListing, "category" | "filters" | "facets" | "pagination">,
): string {
  const labels = listing.facets.flatMap((facet) =>
    facet.values.filter((value) => value.selected).map((value) => value.label),
  );
  return labels.length > 0 ? `${listing.category.name}: ${labels.join(", ")}` : listing.category.name;
}
