import {
  CATEGORY_KINDS,
  DEFAULT_SORT,
  exceedsFilterLimits,
  FILTER_LIMITS,
  FILTER_REASONS,
  SORT_OPTIONS,
} from "@optika/domain/catalog";
import { DEFAULT_PER_PAGE, PER_PAGE_OPTIONS } from "@optika/domain/pagination";
import { initContract } from "@ts-rest/core";
import { z } from "zod";
import { ZErrorResponse, ZNamedRef, ZSlug, zInt } from "./common.ts";

const c = initContract();

export const ZCategoryKind = z.enum(CATEGORY_KINDS);
export type TCategoryKind = z.infer<typeof ZCategoryKind>;

export const ZCategory = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  kind: ZCategoryKind,
  /** "/catalog/{slug}" */
  url: z.string(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  products_count: z.number().int(),
});
export type TCategory = z.infer<typeof ZCategory>;

/** A product in a listing (catalogue, home, search). */
export const ZProductCard = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** "/product/{slug}", "/ochki/{slug}" for glasses, "/sertifikaty" for the 1000-rub certificate */
  url: z.string(),
  /** kopecks */
  price: z.number().int(),
  /** kopecks */
  price_old: z.number().int().nullable(),
  image_id: z.number().int().nullable(),
  category: ZNamedRef,
  brand: ZNamedRef.nullable(),
  bonus_value: z.number().int(),
  is_not_available: z.boolean(),
  hasModifications: z.boolean(),
  /** units in stock in the current city's stores */
  quantity: z.number().int(),
  /** lenses: lenses in the smallest pack (the pack the card's price is for); absent or null otherwise */
  lenses_in_pack: z.number().int().nullable().optional(),
});
export type TProductCard = z.infer<typeof ZProductCard>;

export const ZSort = z.enum(SORT_OPTIONS, {
  error: `Сортировка должна быть одной из: ${SORT_OPTIONS.join(", ")}`,
});
export type TSort = z.infer<typeof ZSort>;

const PAGE_MESSAGE = "Номер страницы должен быть целым числом не меньше 1";
const PER_PAGE_MESSAGE = `Количество товаров на странице должно быть одним из: ${PER_PAGE_OPTIONS.join(", ")}`;
/** Deepest page asked for (offset = (page − 1) × per_page stays a small integer). */
const MAX_PAGE = 1_000_000;

export const ZCatalogListingQuery = z.object({
  /**
   * filter path segments, e.g. "brand=acuvue/period=odnodnevnye" (docs/seams.md); bounded by
   * FILTER_LIMITS (length, keys, values) before anything parses it
   */
  filters: z
    .string({ error: "Фильтры должны быть строкой" })
    .max(FILTER_LIMITS.maxLength, { error: FILTER_REASONS.tooLarge })
    .refine((splat) => !exceedsFilterLimits(splat), { error: FILTER_REASONS.tooLarge })
    .optional()
    .default(""),
  sort: ZSort.optional().default(DEFAULT_SORT),
  page: zInt(PAGE_MESSAGE, { min: 1, max: MAX_PAGE }).optional().default(1),
  per_page: zInt(PER_PAGE_MESSAGE, { min: 1, max: Math.max(...PER_PAGE_OPTIONS) })
    .refine((n) => (PER_PAGE_OPTIONS as readonly number[]).includes(n), { error: PER_PAGE_MESSAGE })
    .optional()
    .default(DEFAULT_PER_PAGE),
});
export type TCatalogListingQuery = z.input<typeof ZCatalogListingQuery>;

export const ZFacetValue = z.object({
  value: z.string(),
  label: z.string(),
  /** products matching this value and every OTHER selected facet */
  count: z.number().int(),
  selected: z.boolean(),
});
export const ZFacet = z.object({ key: z.string(), name: z.string(), values: z.array(ZFacetValue) });
export type TFacet = z.infer<typeof ZFacet>;
export type TFacetValue = z.infer<typeof ZFacetValue>;

export const ZPagination = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  pageCount: z.number().int(),
});
export type TPagination = z.infer<typeof ZPagination>;

export const ZCatalogListing = z.object({
  category: ZCategory,
  /** canonical filters: keys a→z, values a→z */
  filters: z.record(z.string(), z.array(z.string())),
  /** "/catalog/{slug}" or "/catalog/{slug}/f/{canonical segments}" */
  canonicalPath: z.string(),
  sort: ZSort,
  facets: z.array(ZFacet),
  products: z.array(ZProductCard),
  pagination: ZPagination,
});
export type TCatalogListing = z.infer<typeof ZCatalogListing>;

export const ZCategoriesResponse = z.object({ categories: z.array(ZCategory) });
export type TCategoriesResponse = z.infer<typeof ZCategoriesResponse>;

export const ZCatalogHome = z.object({
  sections: z.array(z.object({ category: ZCategory, products: z.array(ZProductCard) })),
});
export type TCatalogHome = z.infer<typeof ZCatalogHome>;

export const catalogContract = c.router({
  listCategories: {
    method: "GET",
    path: "/catalog/categories",
    responses: { 200: ZCategoriesResponse },
    summary: "Catalogue categories in menu order, with product counts",
  },
  listCategoryProducts: {
    method: "GET",
    path: "/catalog/categories/:slug/products",
    pathParams: z.object({ slug: ZSlug }),
    query: ZCatalogListingQuery,
    responses: { 200: ZCatalogListing, 400: ZErrorResponse, 404: ZErrorResponse },
    summary:
      "Catalogue listing: filters (values OR within a key, AND across keys), facet counts, sort, pagination; 404 for an unknown category, filter key or value, or a page beyond the last",
  },
  home: {
    method: "GET",
    path: "/catalog/home",
    query: z.object({
      limit: zInt("limit должен быть целым числом от 1 до 24", { min: 1, max: 24 }).optional().default(8),
    }),
    responses: { 200: ZCatalogHome, 400: ZErrorResponse },
    summary: "Home page: the most popular products of each category",
  },
});
