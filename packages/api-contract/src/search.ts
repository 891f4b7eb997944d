/**
 * GET /catalog/search: the search overlay and the /search page (spec §2, §7; decision 0028).
 * Results keyed by group, each `{ name, items, total }`; products are paginated 30 per page.
 */
import { initContract } from "@ts-rest/core";
import { z } from "zod";
import { ZPagination, ZProductCard } from "./catalog.ts";
import { ZErrorResponse, zInt, zOptionalInt } from "./common.ts";

const c = initContract();

/** The first SEARCH_QUERY_SEARCHED_LENGTH characters of the trimmed query are searched; the rest is ignored. */
export const SEARCH_QUERY_SEARCHED_LENGTH = 200;
/** A longer query (before trimming) is refused with 400: nobody types that much into a search box. */
export const SEARCH_QUERY_MAX_LENGTH = 1000;
/** Products per page of the products group. */
export const SEARCH_PRODUCTS_PER_PAGE = 30;
/** Most items any other group returns (its `total` still counts all matches). */
export const SEARCH_GROUP_LIMIT = 20;
/** Deepest products page (30 × 1000 products is far beyond any result set). */
export const SEARCH_MAX_PAGE = 1000;

export const searchContractMessages = {
  queryTooLong: `Поисковый запрос должен быть не длиннее ${SEARCH_QUERY_MAX_LENGTH} символов`,
  queryNotText: "Поисковый запрос должен быть строкой",
  page: `Номер страницы должен быть целым числом от 1 до ${SEARCH_MAX_PAGE}`,
  categoryId: "Идентификатор раздела должен быть целым числом от 1 до 100",
} as const;

export const ZSearchQuery = z.object({
  /** what the shopper typed; under 3 characters (after trimming) nothing is searched (empty groups) */
  query: z
    .string({ error: searchContractMessages.queryNotText })
    .max(SEARCH_QUERY_MAX_LENGTH, { error: searchContractMessages.queryTooLong })
    .optional()
    .default(""),
  /** page of the products group */
  page: zInt(searchContractMessages.page, { min: 1, max: SEARCH_MAX_PAGE }).optional().default(1),
  /**
   * the active section id of the results page (5 articles/videos/services/questions, 3 categories,
   * 4 specialists: see @optika/domain/search SECTION_SHOW_ALL_CATEGORY_ID); echoed back, it does
   * not narrow the search
   */
  category_id: zOptionalInt(searchContractMessages.categoryId, { min: 1, max: 100 }),
});
export type TSearchQuery = z.input<typeof ZSearchQuery>;

/** A catalogue category or a brand that matches: a link with its product count. */
export const ZSearchCatalogLink = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** "/catalog/{slug}" for a category; "/catalog/{category}/f/brand={slug}" (its main category) for a brand */
  url: z.string(),
  products_count: z.number().int(),
});
export type TSearchCatalogLink = z.infer<typeof ZSearchCatalogLink>;

/** A catalogue listing with one filter value chosen: a link tab with its product count. */
export const ZSearchFilterPage = z.object({
  /** "Контактные линзы ACUVUE", "Оправы Детские" */
  title: z.string(),
  /** "/catalog/linzy/f/brand=acuvue" */
  url: z.string(),
  products_count: z.number().int(),
  category_id: z.number().int(),
  /** the filter segment, "brand=acuvue" */
  slug: z.string(),
});
export type TSearchFilterPage = z.infer<typeof ZSearchFilterPage>;

/** A lens parameter value the query names ('-3.5', '8.6') and the products that offer it. */
export const ZSearchLensOption = z.object({
  /** "Оптическая сила (Сфера) −3.50" */
  title: z.string(),
  /** the variant group code: sphere, base_curve, cylinder, axis, addition … */
  code: z.string(),
  /** the variant value as stored ("-3.50", "8.6") */
  value: z.string(),
  urls: z.array(z.object({ url: z.string(), label: z.string() })),
});
export type TSearchLensOption = z.infer<typeof ZSearchLensOption>;

/**
 * An item of a content group (services, specialists, videos, questions, articles): the one shape
 * every content provider maps its rows to. Services link to "/zapis/{slug}".
 */
export const ZSearchContentItem = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  url: z.string(),
  image_id: z.number().int().nullable(),
  /** a line under the title (a specialist's position, an article's lead), or null */
  description: z.string().nullable(),
});
export type TSearchContentItem = z.infer<typeof ZSearchContentItem>;

function group<T extends z.ZodType>(item: T) {
  return z.object({
    /** the section heading ('Товары', 'Услуги', …) */
    name: z.string(),
    items: z.array(item),
    /** every match, not only the items returned */
    total: z.number().int(),
  });
}

export const ZSearchGroups = z.object({
  products: group(ZProductCard).extend({ pagination: ZPagination }),
  services: group(ZSearchContentItem),
  categories: group(ZSearchCatalogLink),
  brands: group(ZSearchCatalogLink),
  specialists: group(ZSearchContentItem),
  videos: group(ZSearchContentItem),
  questions: group(ZSearchContentItem),
  articles: group(ZSearchContentItem),
  filter_pages: group(ZSearchFilterPage),
  lens_options: group(ZSearchLensOption),
});
export type TSearchGroups = z.infer<typeof ZSearchGroups>;
export type TSearchGroupKey = keyof TSearchGroups;

export const ZSearchResponse = z.object({
  /** the text that was searched: trimmed, at most SEARCH_QUERY_SEARCHED_LENGTH characters ("" → nothing searched) */
  query: z.string(),
  /** the category_id of the request, or null */
  category_id: z.number().int().nullable(),
  groups: ZSearchGroups,
});
export type TSearchResponse = z.infer<typeof ZSearchResponse>;

export const searchContract = c.router({
  search: {
    method: "GET",
    path: "/catalog/search",
    query: ZSearchQuery,
    responses: { 200: ZSearchResponse, 400: ZErrorResponse },
    summary:
      "Site search: products (30 per page, in-stock in the current city first), categories, brands, filter pages, lens options and content groups; typos, wrong keyboard layout, brand transliteration",
  },
});
