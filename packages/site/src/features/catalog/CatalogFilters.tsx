import type { TCatalogListing } from "@optika/api-contract";
import { catalogPath, serializeFilterSegments, type TFilters } from "@optika/domain/catalog";
import { pluralRu } from "@optika/domain/language";
import { formatNumber } from "@optika/domain/money";
import { FacetList, FilterSheet, type IFacet, UiLink } from "@optika/ui";
import { type MouseEvent, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import styles from "./catalog-listing.module.css";
import type { TShownListing } from "./listing-range.ts";
import { facetHref, listingHref, toggleFilter } from "./listing-urls.ts";
import { catalogMessages as m } from "./messages.ts";
import { useFilterPreview } from "./use-filter-count.ts";

const SHEET_ID = "catalog-filter-sheet";

export type TCatalogFiltersProps = {
  listing: Pick<TShownListing, "category" | "filters" | "facets" | "pagination">;
  /** Filters fixed by the page itself (not counted, kept by 'Сбросить'). */
  fixedFilters: TFilters;
};

function facetsFor(
  slug: string,
  facets: TCatalogListing["facets"],
  filters: TFilters,
  search: string,
): IFacet[] {
  return facets.map((facet) => ({
    key: facet.key,
    name: facet.name,
    values: facet.values.map((value) => ({
      value: value.value,
      label: value.label,
      count: value.count,
      selected: filters[facet.key]?.includes(value.value) ?? false,
      href: facetHref(slug, filters, facet.key, value.value, search),
    })),
  }));
}

/** Active filter values the shopper chose (the page's own fixed ones not counted). */
export function activeFilterCount(filters: TFilters, fixed: TFilters): number {
  return Object.entries(filters).reduce(
    (sum, [key, values]) => sum + values.filter((value) => !fixed[key]?.includes(value)).length,
    0,
  );
}

/**
 * The listing's filters: the sidebar from 992 px (each tap applies, keeping the scroll) with
 * 'Сбросить все', and on phones a sheet whose choices stay pending until 'Показать N товаров'.
 * Without JavaScript every value is a link to its canonical filter URL.
 */
export function CatalogFilters({ listing, fixedFilters }: TCatalogFiltersProps) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const slug = listing.category.slug;
  const [pending, setPending] = useState<TFilters | null>(null);
  const current = listing.filters;
  const choice = pending ?? current;
  const isChanged = pending !== null && serializeFilterSegments(pending) !== serializeFilterSegments(current);
  const { preview, isLoading } = useFilterPreview(slug, choice, isChanged);

  const activeCount = activeFilterCount(current, fixedFilters);
  const resetHref = listingHref(catalogPath(slug, fixedFilters), search);
  const go = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    navigate(href, { preventScrollReset: true });
  };

  // every value's link, built once for both lists while the sheet shows the page's own filters
  const facets = facetsFor(slug, listing.facets, current, search);
  const sheetFacets =
    preview === null && choice === current
      ? facets
      : facetsFor(slug, preview?.facets ?? listing.facets, choice, search);

  const total = isChanged ? (preview?.total ?? null) : listing.pagination.total;
  const sheetTotal = total ?? listing.pagination.total;
  const applyLabel =
    total === null
      ? m.showProductsCounting
      : m.showProducts(formatNumber(sheetTotal), pluralRu(sheetTotal, m.productsCount));

  return (
    <>
      <aside className={styles.sidebar} aria-labelledby="catalog-filters">
        <div className={styles.sidebarHead}>
          <h2 id="catalog-filters" className={styles.sidebarTitle}>
            {m.filters}
          </h2>
          {activeCount > 0 ? (
            <UiLink href={resetHref} className={styles.resetAll} rel="nofollow" onClick={go(resetHref)}>
              {m.resetFilters}
            </UiLink>
          ) : null}
        </div>
        <FacetList facets={facets} onOptionClick={(event, _key, value) => go(value.href)(event)} />
      </aside>
      <div className={styles.sheetBar}>
        <FilterSheet
          id={SHEET_ID}
          activeCount={activeCount}
          applyLabel={applyLabel}
          applyHref={listingHref(catalogPath(slug, choice), search)}
          resetHref={resetHref}
          isCounting={isLoading}
          canApply={!isChanged || (total !== null && total > 0)}
          onOpen={() => setPending(current)}
          onClose={() => setPending(null)}
          onReset={(event) => {
            event.preventDefault();
            setPending(fixedFilters);
          }}
          onApply={(event) => {
            event.preventDefault();
            if (isChanged)
              navigate(listingHref(catalogPath(slug, choice), search), { preventScrollReset: true });
          }}
        >
          <FacetList
            facets={sheetFacets}
            onOptionClick={(event, key, value) => {
              event.preventDefault();
              setPending((before) => toggleFilter(before ?? current, key, value.value));
            }}
          />
        </FilterSheet>
      </div>
    </>
  );
}
