/**
 * GET /catalog/search (decision 0028). Statements: current city (by the route) + meanings of the
 * words (1) + product page (1) + categories, brands and filter pages (1) + lens options (1, only
 * with a number) + one per registered content provider. A query under 3 characters: none.
 */
import {
  SEARCH_GROUP_LIMIT,
  SEARCH_PRODUCTS_PER_PAGE,
  type TSearchContentItem,
  type TSearchResponse,
} from "@optika/api-contract";
import { pageCount } from "@optika/domain/pagination";
import type { TDb } from "../../db/client.ts";
import {
  CONTENT_PROVIDERS,
  contentProvider,
  type TContentGroupKey,
  type TContentSearchProvider,
} from "./content-providers.ts";
import { expandQuery } from "./expand-query.ts";
import { searchGroupNames } from "./messages.ts";
import { searchCatalogLinks } from "./search-catalog-links.ts";
import { searchLensOptions } from "./search-lens-options.ts";
import { buildSearchPlan, type TSearchPlan } from "./search-plan.ts";
import { searchProducts } from "./search-products.ts";
import { isSearchable, queryTokens } from "./search-query.ts";

export type TSearchInput = {
  /** searchedText() of the query */
  text: string;
  page: number;
  categoryId: number | null;
  cityId: number;
  /** what is published later is not found yet */
  now: Date;
};

const CONTENT_GROUPS: readonly TContentGroupKey[] = [
  "services",
  "specialists",
  "videos",
  "questions",
  "articles",
];

function group<T>(key: keyof typeof searchGroupNames, found: { items: T[]; total: number }) {
  return { name: searchGroupNames[key], items: found.items, total: found.total };
}

function productsGroup(
  found: { items: TSearchResponse["groups"]["products"]["items"]; total: number },
  page: number,
) {
  return {
    ...group("products", found),
    pagination: {
      page,
      perPage: SEARCH_PRODUCTS_PER_PAGE,
      total: found.total,
      pageCount: pageCount(found.total, SEARCH_PRODUCTS_PER_PAGE),
    },
  };
}

const NONE = { items: [], total: 0 };

async function searchContent(
  db: TDb,
  key: TContentGroupKey,
  plan: TSearchPlan,
  input: Pick<TSearchInput, "cityId" | "now">,
  providers: readonly TContentSearchProvider[],
): Promise<{ items: TSearchContentItem[]; total: number }> {
  const provider = contentProvider(key, providers);
  if (!provider || plan.content === "") return NONE;
  return provider.search(db, { plan, limit: SEARCH_GROUP_LIMIT, cityId: input.cityId, now: input.now });
}

/** Every group empty: a query too short to search, or one with nothing usable in it. */
export function emptySearch(input: Pick<TSearchInput, "text" | "page" | "categoryId">): TSearchResponse {
  return {
    query: input.text,
    category_id: input.categoryId,
    groups: {
      products: productsGroup(NONE, input.page),
      services: group("services", NONE),
      categories: group("categories", NONE),
      brands: group("brands", NONE),
      specialists: group("specialists", NONE),
      videos: group("videos", NONE),
      questions: group("questions", NONE),
      articles: group("articles", NONE),
      filter_pages: group("filter_pages", NONE),
      lens_options: group("lens_options", NONE),
    },
  };
}

export async function searchCatalog(
  db: TDb,
  input: TSearchInput,
  providers: readonly TContentSearchProvider[] = CONTENT_PROVIDERS,
): Promise<TSearchResponse> {
  if (!isSearchable(input.text)) return emptySearch(input);
  const tokens = queryTokens(input.text);
  if (tokens.length === 0) return emptySearch(input);
  const plan = buildSearchPlan(tokens, await expandQuery(db, tokens));
  const [products, links, lensOptions, ...content] = await Promise.all([
    searchProducts(db, plan, { page: input.page, cityId: input.cityId }),
    searchCatalogLinks(db, plan),
    searchLensOptions(db, plan),
    ...CONTENT_GROUPS.map((key) => searchContent(db, key, plan, input, providers)),
  ]);
  const contentOf = (key: TContentGroupKey) => content[CONTENT_GROUPS.indexOf(key)] ?? NONE;
  return {
    query: input.text,
    category_id: input.categoryId,
    groups: {
      products: productsGroup(products, input.page),
      services: group("services", contentOf("services")),
      categories: group("categories", links.categories),
      brands: group("brands", links.brands),
      specialists: group("specialists", contentOf("specialists")),
      videos: group("videos", contentOf("videos")),
      questions: group("questions", contentOf("questions")),
      articles: group("articles", contentOf("articles")),
      filter_pages: group("filter_pages", links.filterPages),
      lens_options: group("lens_options", lensOptions),
    },
  };
}
