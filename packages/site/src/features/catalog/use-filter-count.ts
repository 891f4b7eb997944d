import type { TCatalogListing } from "@optika/api-contract";
import { serializeFilterSegments, type TFilters } from "@optika/domain/catalog";
import { useEffect, useState } from "react";

/** What the listing would be for a pending filter choice: its total and facet counts. */
export type TFilterPreview = { total: number; facets: TCatalogListing["facets"] };

/** Smallest page the API accepts: only the total and the facets are read. */
const PREVIEW_PER_PAGE = "30";

/**
 * Fetches the total and facets of the category's listing for `pending` while `isEnabled` (the
 * sheet is open and the choice differs from what is shown); `null` until the first answer and
 * whenever disabled. A newer choice aborts the request of the older one.
 */
export function useFilterPreview(slug: string, pending: TFilters, isEnabled: boolean) {
  const filters = serializeFilterSegments(pending);
  const [preview, setPreview] = useState<{ filters: string; value: TFilterPreview } | null>(null);
  const [isLoading, setLoading] = useState(false);

  useEffect(() => {
    if (!isEnabled) {
      setPreview(null);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    const query = new URLSearchParams({ filters, per_page: PREVIEW_PER_PAGE });
    setLoading(true);
    fetch(`/api/catalog/categories/${encodeURIComponent(slug)}/products?${query}`, {
      signal: controller.signal,
      headers: { accept: "application/json" },
    })
      .then((response) => (response.ok ? (response.json() as Promise<TCatalogListing>) : null))
      .then((listing) => {
        if (listing) {
          setPreview({ filters, value: { total: listing.pagination.total, facets: listing.facets } });
        }
        setLoading(false);
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [slug, filters, isEnabled]);

  return { preview: isEnabled && preview?.filters === filters ? preview.value : null, isLoading };
}
