import type { TFacet } from "@optika/api-contract";
import { catalogPath, type TFilters } from "@optika/domain/catalog";
import { isSlug } from "@optika/domain/urls";
import type { TApiClient } from "../../server/api.server.ts";
import { okOrNull } from "../../server/api-response.ts";

/** At most this many old sub-paths are read as filter values (`/catalog/linzy/acuvue/odnodnevnye`). */
const MAX_OLD_SEGMENTS = 4;

/**
 * The filters an old sub-path of a category stands for: each segment a value of a different facet
 * (`odnodnevnye` → `period=odnodnevnye`), or null when any segment is none or two name one facet.
 */
export function filtersForOldSegments(
  segments: readonly string[],
  facets: readonly TFacet[],
): TFilters | null {
  const filters: Record<string, string[]> = {};
  for (const segment of segments) {
    const facet = facets.find((f) => f.values.some((v) => v.value === segment));
    if (!facet || filters[facet.key]) return null;
    filters[facet.key] = [segment];
  }
  return filters;
}

/**
 * Where an old deep address of a category goes (the legacy table sends `/linzy/*` to
 * `/catalog/linzy/*`; the old shop had sub-paths there): `/catalog/{category}/{value…}` → that
 * filtered listing, `/catalog/{category}/{product slug}` → the product's page; null for anything
 * else (the 404 page). Reads the category's facets (cached by the API) and, failing them, the product.
 */
export async function oldCategoryPathTarget(api: TApiClient, pathname: string): Promise<string | null> {
  const [, catalog, category, ...segments] = pathname.split("/");
  if (catalog !== "catalog" || !category || segments.length === 0 || segments.length > MAX_OLD_SEGMENTS)
    return null;
  if (!isSlug(category) || !segments.every(isSlug)) return null;
  const listing = okOrNull(
    await api.catalog.listCategoryProducts({ params: { slug: category }, query: { filters: "" } }),
  );
  if (!listing) return null;
  const filters = filtersForOldSegments(segments, listing.facets);
  if (filters) return catalogPath(listing.category.slug, filters);
  if (segments.length !== 1) return null;
  const product = okOrNull(await api.products.getProductBySlug({ params: { slug: segments[0] ?? "" } }));
  return product ? `/product/${product.slug}` : null;
}
