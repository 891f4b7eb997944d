import { SEARCH_MAX_PAGE, type TSearchResponse } from "@optika/api-contract";
import { PAGE_PARAM } from "@optika/domain/pagination";
import { SECTION_SHOW_ALL_CATEGORY_ID, shouldSearch } from "@optika/domain/search";
import type { TApiClient } from "../../server/api.server.ts";
import { expectOk, notFound } from "../../server/api-response.ts";
import { categoryTile, type TCategoryTile } from "../catalog/category-tile.ts";
import { shownRange } from "../catalog/listing-range.ts";
import { typographText } from "../typography/typography.server.ts";
import { searchPageView, type TSearchPageView } from "./search-page-view.ts";
import { CATEGORY_PARAM, SEARCH_PARAM, searchedQuery } from "./search-urls.ts";

/** Popular categories offered when nothing was found: the biggest ones, at most this many. */
const POPULAR_CATEGORIES = 4;

/** Section ids the page knows (5, 3, 4); any other value of `category_id` is ignored. */
const SECTION_IDS = new Set(Object.values(SECTION_SHOW_ALL_CATEGORY_ID));

/** `category_id` of the address when it is a section id, else null (an unknown one changes nothing). */
export function activeCategoryId(url: URL): number | null {
  const raw = url.searchParams.get(CATEGORY_PARAM);
  if (raw === null || !/^\d{1,3}$/.test(raw)) return null;
  const id = Number(raw);
  return SECTION_IDS.has(id) ? id : null;
}

/** `page` of the address: absent → 1; not a whole number in 1…SEARCH_MAX_PAGE → 404 (spec §5). */
export function productsPage(url: URL): number {
  const raw = url.searchParams.get(PAGE_PARAM);
  if (raw === null) return 1;
  if (!/^\d{1,4}$/.test(raw)) return notFound();
  const page = Number(raw);
  if (page < 1 || page > SEARCH_MAX_PAGE) return notFound();
  return page;
}

async function popularCategories(api: TApiClient): Promise<TCategoryTile[]> {
  const { categories } = expectOk(await api.catalog.listCategories());
  return [...categories]
    .filter((category) => category.products_count > 0)
    .sort((a, b) => b.products_count - a.products_count)
    .slice(0, POPULAR_CATEGORIES)
    .map(categoryTile);
}

/**
 * The /search page for its address: the query cleaned and cut to what the API searches (a
 * 10 000-character address is a page, not an error), one API call (none under 3 characters), a
 * products page beyond the last is 404; nothing found (or nothing asked) offers popular categories.
 */
export async function loadSearchPage(api: TApiClient, url: URL): Promise<TSearchPageView> {
  const query = searchedQuery(url.searchParams.get(SEARCH_PARAM));
  const page = productsPage(url);
  const categoryId = activeCategoryId(url);
  // under 3 characters nothing is searched (spec §5): no API call, the page says so
  if (!shouldSearch(query)) {
    return {
      query,
      categoryId,
      sections: [],
      collections: [],
      total: 0,
      popularCategories: await popularCategories(api),
    };
  }
  const searchPage = async (n: number) =>
    expectOk(
      await api.search.search({
        query: { query, page: String(n), ...(categoryId ? { category_id: String(categoryId) } : {}) },
      }),
    );
  const response = await searchPage(page);
  const { pagination } = response.groups.products;
  if (page > 1 && page > pagination.pageCount) notFound();
  // `?from=F&page=N` (the address 'Показать ещё' leaves): pages F…N, so a reload shows what was on screen
  const range = shownRange(url.searchParams, page, pagination.perPage);
  if (!range) return notFound();
  const view = searchPageView(await withEarlierPages(response, range.from, searchPage), [], range.from);
  if (view.total > 0 || view.collections.length > 0) return typesetView(view);
  return { ...view, popularCategories: await popularCategories(api) };
}

/** The answer with the products of pages `from`…(its page) in order, earlier pages fetched in parallel. */
async function withEarlierPages(
  response: TSearchResponse,
  from: number,
  searchPage: (page: number) => Promise<TSearchResponse>,
): Promise<TSearchResponse> {
  const { products } = response.groups;
  if (from >= products.pagination.page) return response;
  const earlier = await Promise.all(
    Array.from({ length: products.pagination.page - from }, (_, i) =>
      searchPage(from + i).then((answer) => answer.groups.products.items),
    ),
  );
  const seen = new Set<number>();
  const items = [...earlier.flat(), ...products.items].filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
  return { ...response, groups: { ...response.groups, products: { ...products, items } } };
}

/** Headings and names typeset like the catalogue's (non-breaking spaces after short words). */
function typesetView(view: TSearchPageView): TSearchPageView {
  return {
    ...view,
    sections: view.sections.map((section) =>
      section.kind === "products"
        ? { ...section, cards: section.cards.map((card) => ({ ...card, name: typographText(card.name) })) }
        : {
            ...section,
            hits: section.hits.map((hit) => ({ ...hit, title: typographText(hit.title) })),
            moreHits: section.moreHits.map((hit) => ({ ...hit, title: typographText(hit.title) })),
          },
    ),
  };
}
