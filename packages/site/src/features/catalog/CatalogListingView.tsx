import { SORT_OPTIONS, type TFilters } from "@optika/domain/catalog";
import { analyticsItem } from "@optika/domain/commerce";
import { pluralRu } from "@optika/domain/language";
import { formatNumber } from "@optika/domain/money";
import { Breadcrumbs, Container, type IBreadcrumbItem, Pagination, Tag } from "@optika/ui";
import { type ReactNode, useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useEcommerceEvent } from "../analytics/use-ecommerce-event.ts";
import { HydrationStep } from "../layout/HydrationStep.tsx";
import { reportCategoryView } from "../marketing/category-view.ts";
import { BreadcrumbStructuredData } from "../seo/BreadcrumbStructuredData.tsx";
import { CatalogFilters } from "./CatalogFilters.tsx";
import styles from "./catalog-listing.module.css";
import { showMoreHref, type TShownListing, withoutFrom } from "./listing-range.ts";
import { DEFAULT_SORT, facetHref, perPageHref, sortHref } from "./listing-urls.ts";
import { catalogMessages as m } from "./messages.ts";
import { ProductList } from "./ProductList.tsx";

/** Cards of the first row on a phone: their pictures are the page's largest paint (LCP). */
const LCP_CARDS = 2;

export type TCatalogListingViewProps = {
  listing: TShownListing;
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
  const navigate = useNavigate();
  const slug = listing.category.slug;
  const { page, perPage, total } = listing.pagination;
  const fixed = fixedFilters ?? {};
  const isFixed = (key: string, value: string) => fixed[key]?.includes(value) ?? false;
  const hasFacets = listing.facets.some((facet) => facet.values.length > 0);
  useEffect(() => reportCategoryView(listing.category.id), [listing.category.id]);
  useEcommerceEvent(
    "view_item_list",
    `${pathname}${search}`,
    () =>
      listing.products.map((p) =>
        analyticsItem({
          id: p.id,
          name: p.name,
          brand: { name: p.brandName },
          category: listing.category,
          price: p.price,
        }),
      ),
    { listName: listing.category.name },
  );
  const more = showMoreHref(pathname, search, { from: listing.firstPage, to: page }, perPage);
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
      <BreadcrumbStructuredData items={breadcrumbs} />
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.count}>
          {formatNumber(total)} {pluralRu(total, m.productsCount)}
        </p>
      </header>
      {intro ? <div className={styles.intro}>{intro}</div> : null}
      <div className={hasFacets ? `${styles.layout} ${styles.withFilters}` : styles.layout}>
        {hasFacets ? (
          <HydrationStep>
            <CatalogFilters listing={listing} fixedFilters={fixed} />
          </HydrationStep>
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
            <ProductList products={listing.products} label={title} priorityCount={LCP_CARDS} />
          ) : (
            <p className={styles.empty}>{m.empty}</p>
          )}
          {total > 0 ? (
            <Pagination
              className={styles.pagination}
              page={page}
              firstPage={listing.firstPage}
              perPage={perPage}
              total={total}
              hrefForPage={(n) => withoutFrom(pathname, search, n)}
              hrefForPerPage={(n) => perPageHref(pathname, search, n)}
              showMoreHref={more.href}
              onShowMore={(event) => {
                // Appending: the cards on screen stay, the next page's join them below.
                if (!more.appends) return;
                event.preventDefault();
                navigate(more.href, { preventScrollReset: true });
              }}
            />
          ) : null}
        </section>
      </div>
    </Container>
  );
}
