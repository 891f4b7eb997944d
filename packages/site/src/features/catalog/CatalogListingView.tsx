import type { TCatalogListing } from "@optika/api-contract";
import { formatNumber, pageHref, pluralRu, SORT_OPTIONS, type TFilters } from "@optika/domain";
import { Breadcrumbs, Container, FacetList, type IBreadcrumbItem, Pagination, Tag } from "@optika/ui";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import styles from "./catalog-listing.module.css";
import { DEFAULT_SORT, facetHref, perPageHref, sortHref } from "./listing-urls";
import { catalogMessages as m } from "./messages";
import { ProductList } from "./ProductList";

export type TCatalogListingViewProps = {
  listing: TCatalogListing;
  title: string;
  breadcrumbs: IBreadcrumbItem[];
  /** Text or links under the heading. */
  intro?: ReactNode;
  /** Filters fixed by the page itself (not shown as removable tags). */
  fixedFilters?: TFilters;
};

export function CatalogListingView({
  listing,
  title,
  breadcrumbs,
  intro,
  fixedFilters,
}: TCatalogListingViewProps) {
  const { pathname, search } = useLocation();
  const slug = listing.category.slug;
  const { page, perPage, total } = listing.pagination;
  const fixed = fixedFilters ?? {};
  const isFixed = (key: string, value: string) => fixed[key]?.includes(value) ?? false;
  const facets = listing.facets.map((facet) => ({
    key: facet.key,
    name: facet.name,
    values: facet.values.map((value) => ({
      ...value,
      href: facetHref(slug, listing.filters, facet.key, value.value, search),
    })),
  }));
  const selected = listing.facets.flatMap((facet) =>
    facet.values
      .filter((value) => value.selected && !isFixed(facet.key, value.value))
      .map((value) => ({
        key: `${facet.key}=${value.value}`,
        label: `${facet.name}: ${value.label}`,
        href: facetHref(slug, listing.filters, facet.key, value.value, search),
      })),
  );
  const currentSort = listing.sort ?? DEFAULT_SORT;

  return (
    <Container className={styles.page}>
      <Breadcrumbs items={breadcrumbs} />
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.count}>
          {formatNumber(total)} {pluralRu(total, m.productsCount)}
        </p>
      </header>
      {intro ? <div className={styles.intro}>{intro}</div> : null}
      <div className={facets.length > 0 ? `${styles.layout} ${styles.withFilters}` : styles.layout}>
        {facets.length > 0 ? (
          // One facet list: a disclosure on phones, the always-open sidebar from 992 px (CSS only).
          <aside className={styles.sidebar} aria-labelledby="catalog-filters">
            <h2 id="catalog-filters" className={styles.srOnly}>
              {m.filters}
            </h2>
            <details className={styles.filters}>
              <summary className={styles.filtersSummary}>{m.filters}</summary>
              <FacetList facets={facets} />
            </details>
          </aside>
        ) : null}
        <section className={styles.results} aria-label={m.productsIn(title)}>
          <div className={styles.toolbar}>
            {selected.length > 0 ? (
              <ul className={styles.selected} aria-label={m.selectedFilters}>
                {selected.map((item) => (
                  <li key={item.key}>
                    <Tag href={item.href} selected removable>
                      {item.label}
                    </Tag>
                  </li>
                ))}
              </ul>
            ) : null}
            <nav className={styles.sort} aria-label={m.sortLabel}>
              <span className={styles.sortLabel} aria-hidden="true">
                {m.sortLabel}:
              </span>
              <ul className={styles.sortList}>
                {SORT_OPTIONS.map((sort) => (
                  <li key={sort}>
                    <Link
                      to={sortHref(pathname, search, sort)}
                      className={sort === currentSort ? styles.sortActive : styles.sortLink}
                      aria-current={sort === currentSort ? "true" : undefined}
                    >
                      {m.sort[sort]}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          {listing.products.length > 0 ? (
            <ProductList products={listing.products} label={title} />
          ) : (
            <p className={styles.empty}>{m.empty}</p>
          )}
          {total > 0 ? (
            <Pagination
              className={styles.pagination}
              page={page}
              perPage={perPage}
              total={total}
              hrefForPage={(n) => pageHref(pathname, search, n)}
              hrefForPerPage={(n) => perPageHref(pathname, search, n)}
            />
          ) : null}
        </section>
      </div>
    </Container>
  );
}
