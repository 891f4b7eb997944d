import { pluralRu } from "@optika/domain/language";
import { formatNumber } from "@optika/domain/money";
import { shouldSearch } from "@optika/domain/search";
import {
  Breadcrumbs,
  Container,
  Pagination,
  SearchEmpty,
  SearchHitList,
  SearchPageForm,
  SearchResultSection,
  Tag,
} from "@optika/ui";
import { useLocation, useNavigate } from "react-router";
import { CategoryTiles } from "../catalog/CategoryTiles.tsx";
import { showMoreHref, withoutFrom } from "../catalog/listing-range.ts";
import { ProductList } from "../catalog/ProductList.tsx";
import { searchMessages as m } from "./messages.ts";
import styles from "./search-page.module.css";
import type { TSearchPageView, TSearchSectionView } from "./search-page-view.ts";

/** Cards of the first row on a phone when products lead the page: their pictures are its LCP. */
const LCP_CARDS = 2;

/** The page's heading: the query, or the plain 'Поиск по сайту' when nothing was asked. */
export function searchPageTitle(query: string): string {
  return query ? m.resultsTitle(query) : m.title;
}

/** Nothing asked, too little asked (under 3 characters), or nothing found. */
function emptyTitle(query: string): string {
  if (query === "") return m.blank;
  return shouldSearch(query) ? m.empty(query) : m.tooShort;
}

function Section({ section, isFirst }: { section: TSearchSectionView; isFirst: boolean }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  if (section.kind === "products") {
    const { page, perPage, total, firstPage } = section.pagination;
    const more = showMoreHref(pathname, search, { from: firstPage, to: page }, perPage);
    return (
      <SearchResultSection id={section.anchor} title={section.title} total={section.total}>
        <ProductList
          products={section.cards}
          label={section.title}
          headingLevel={3}
          priorityCount={isFirst ? LCP_CARDS : 0}
        />
        <Pagination
          page={page}
          firstPage={firstPage}
          perPage={perPage}
          total={total}
          // the next page opens at its products, not at the top of the page's other sections
          hrefForPage={(n) => `${withoutFrom(pathname, search, n)}#${section.anchor}`}
          showMoreHref={more.appends ? more.href : `${more.href}#${section.anchor}`}
          onShowMore={(event) => {
            // Appending, as the catalogue does: the cards on screen stay, the next page's join them below.
            if (!more.appends) return;
            event.preventDefault();
            navigate(more.href, { preventScrollReset: true });
          }}
        />
      </SearchResultSection>
    );
  }
  return (
    <SearchResultSection
      id={section.anchor}
      title={section.title}
      total={section.total}
      showMoreHref={section.showMoreHref}
      more={
        section.moreHits.length > 0 ? <SearchHitList hits={section.moreHits} layout={section.layout} /> : null
      }
    >
      <SearchHitList hits={section.hits} layout={section.layout} />
    </SearchResultSection>
  );
}

/**
 * The results page (spec §2): the query box, filter pages and brands as 'Подборки', then the
 * sections in the spec's order; nothing found (or nothing asked) says so and offers popular categories.
 */
export function SearchPageView({ view }: { view: TSearchPageView }) {
  const title = searchPageTitle(view.query);
  const hasResults = view.total > 0 || view.collections.length > 0;
  return (
    <Container className={styles.page}>
      <Breadcrumbs items={[{ label: m.home, href: "/" }, { label: m.search }]} />
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        {hasResults ? (
          <p className={styles.count}>
            {m.found(formatNumber(view.total), pluralRu(view.total, m.resultForms))}
          </p>
        ) : null}
      </header>
      <SearchPageForm defaultValue={view.query} label={m.search} submitLabel={m.submit} />
      {view.collections.length > 0 ? (
        <nav aria-label={m.collections}>
          <ul className={styles.collectionList}>
            {view.collections.map((collection) => (
              <li key={collection.key}>
                <Tag href={collection.href}>
                  {collection.label} <span className={styles.collectionCount}>{collection.count}</span>
                </Tag>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {hasResults ? (
        <div className={styles.sections}>
          {view.sections.map((section, index) => (
            <Section key={section.key} section={section} isFirst={index === 0} />
          ))}
        </div>
      ) : (
        <SearchEmpty
          title={emptyTitle(view.query)}
          hint={shouldSearch(view.query) ? m.emptyHint : m.blankHint}
        >
          {view.popularCategories.length > 0 ? <CategoryTiles categories={view.popularCategories} /> : null}
        </SearchEmpty>
      )}
    </Container>
  );
}
