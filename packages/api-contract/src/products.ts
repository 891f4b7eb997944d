import { initContract } from "@ts-rest/core";
import { z } from "zod";
import { ZProductCard } from "./catalog.ts";
import { ZErrorResponse, ZImageRef, zPositiveIntString } from "./common.ts";

const c = initContract();

export const PRODUCT_ID_MESSAGE = "Идентификатор товара должен быть целым положительным числом";
export const GROUP_ID_MESSAGE = "Идентификатор группы вариантов должен быть целым положительным числом";
export const VARIANT_ID_MESSAGE = "Идентификатор варианта должен быть целым положительным числом";

/** A variant option. id -1 with label 'Недоступно' means "unavailable" (spec §3). */
export const ZVariant = z.object({ id: z.number().int(), label: z.string(), value: z.string() });
export type TVariant = z.infer<typeof ZVariant>;

export const VARIANT_GROUP_CODES = [
  "sphere",
  "base_curve",
  "cylinder",
  "axis",
  "addition",
  "color",
  "items_in_pack",
  "bundles",
  "size",
] as const;

export const ZVariantGroup = z.object({
  /** 'Оптическая сила (Сфера)', 'Радиус кривизны', 'items_in_pack', 'bundles', … */
  name: z.string(),
  groupId: z.number().int(),
  code: z.enum(VARIANT_GROUP_CODES),
  variants: z.array(ZVariant),
});
export type TVariantGroup = z.infer<typeof ZVariantGroup>;

export const ZModificationStore = z.object({
  store_id: z.number().int(),
  city_id: z.number().int(),
  name: z.string(),
  address: z.string(),
  quantity: z.number().int(),
});
export type TModificationStore = z.infer<typeof ZModificationStore>;

export const ZModification = z.object({
  id: z.number().int(),
  sku: z.string(),
  /** kopecks; the product price when the modification has none of its own */
  price: z.number().int(),
  variants: z.array(z.object({ id: z.number().int() })),
  /** stores holding it (product: the current city's stores with stock) */
  stores: z.array(ZModificationStore),
  /** units in the stores counted (product: the current city) */
  quantity: z.number().int(),
});
export type TModification = z.infer<typeof ZModification>;

export const ZCharacteristic = z.object({
  name: z.string(),
  slug: z.string(),
  values: z.array(z.object({ slug: z.string(), value: z.string() })),
});
export const ZCharacteristicGroup = z.object({
  name: z.string(),
  slug: z.string(),
  characteristics: z.array(ZCharacteristic),
});
export type TCharacteristicGroup = z.infer<typeof ZCharacteristicGroup>;

export const ZAvailability = z.object({
  /** something is in stock in one of the current city's stores */
  inCity: z.boolean(),
  cityId: z.number().int(),
  stores: z.array(
    z.object({ id: z.number().int(), name: z.string(), address: z.string(), quantity: z.number().int() }),
  ),
});
export type TAvailability = z.infer<typeof ZAvailability>;

/** The product page's product: everything of its card, plus what only the page shows. */
export const ZProduct = ZProductCard.extend({
  images: z.array(ZImageRef),
  totalBonusValue: z.number().int(),
  description: z.string(),
  manufacturer: z.string(),
  characteristics: z.array(ZCharacteristicGroup),
  variants: z.array(ZVariantGroup),
  modifications: z.array(ZModification),
  availability: ZAvailability,
});
export type TProduct = z.infer<typeof ZProduct>;

const ZProductIdParams = z.object({ id: zPositiveIntString(PRODUCT_ID_MESSAGE) });

/**
 * Query of GET /products/:id/modifications (spec §7). Keys arrive literally:
 * `v[{groupId}]={variantId}` per chosen group, `expand=stores`, `filter[quantity][gt]=0`,
 * `filter[store_city_id]={cityId}`, `filter[store_quantity][gte]=0`.
 */
export const ZModificationsQuery = z.looseObject({
  expand: z.string().optional(),
  "filter[quantity][gt]": z.string().optional(),
  "filter[store_city_id]": z.string().optional(),
  "filter[store_quantity][gte]": z.string().optional(),
});

export const CITY_FILTER_OUTCOMES = ["not_requested", "applied", "dropped_after_empty"] as const;

export const ZModificationsResponse = z.object({
  /** the first modification matching the query, or null */
  modification: ZModification.nullable(),
  /** how many modifications matched */
  total: z.number().int(),
  /** whether filter[store_city_id] was used, or dropped because nothing matched with it */
  cityFilter: z.enum(CITY_FILTER_OUTCOMES),
});
export type TModificationsResponse = z.infer<typeof ZModificationsResponse>;

export const ZModificationVariantsResponse = z.object({
  variants: z.object({ variants: z.array(ZVariant) }),
  /** a modification with the chosen variants exists */
  exist: z.boolean(),
});
export type TModificationVariantsResponse = z.infer<typeof ZModificationVariantsResponse>;

export const productsContract = c.router({
  getProduct: {
    method: "GET",
    path: "/products/:id",
    pathParams: ZProductIdParams,
    responses: { 200: ZProduct, 400: ZErrorResponse, 404: ZErrorResponse },
    summary:
      "Product with characteristics, variant groups, modifications and availability in the current city",
  },
  getProductBySlug: {
    method: "GET",
    path: "/products/by-slug/:slug",
    pathParams: z.object({ slug: z.string() }),
    responses: { 200: ZProduct, 404: ZErrorResponse },
    summary: "Product by slug",
  },
  findModification: {
    method: "GET",
    path: "/products/:id/modifications",
    pathParams: ZProductIdParams,
    query: ZModificationsQuery,
    responses: { 200: ZModificationsResponse, 400: ZErrorResponse, 404: ZErrorResponse },
    summary:
      "First modification with the chosen variants (v[groupId]=variantId) and stock filters; retried without the city filter when empty",
  },
  modificationVariants: {
    method: "GET",
    path: "/products-local/:productId/modification-variants/:groupId",
    pathParams: z.object({
      productId: zPositiveIntString(PRODUCT_ID_MESSAGE),
      groupId: zPositiveIntString(GROUP_ID_MESSAGE),
    }),
    query: z.looseObject({
      "variant_ids[]": z.union([z.string(), z.array(z.string())]).optional(),
    }),
    responses: { 200: ZModificationVariantsResponse, 400: ZErrorResponse, 404: ZErrorResponse },
    summary: "Values of a variant group still possible with the variants chosen so far (variant_ids[])",
  },
});
