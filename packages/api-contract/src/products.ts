import { VARIANT_GROUP_CODES } from "@optika/domain/catalog";
import { initContract } from "@ts-rest/core";
import { z } from "zod";
import { ZProductCard } from "./catalog.ts";
import { readInt, ZErrorResponse, ZImageRef, ZSlug, zId, zOptionalInt } from "./common.ts";

const c = initContract();

export const PRODUCT_ID_MESSAGE = "Идентификатор товара должен быть целым положительным числом";
export const GROUP_ID_MESSAGE = "Идентификатор группы вариантов должен быть целым положительным числом";
export const VARIANT_ID_MESSAGE = "Идентификатор варианта должен быть целым положительным числом";

/** A variant option. id -1 with label 'Недоступно' means "unavailable" (spec §3). */
export const ZVariant = z.object({ id: z.number().int(), label: z.string(), value: z.string() });
export type TVariant = z.infer<typeof ZVariant>;

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

const ZProductIdParams = z.object({ id: zId(PRODUCT_ID_MESSAGE) });

export const GROUP_KEY_MESSAGE = "Ключ должен иметь вид v[{идентификатор группы}]";
export const NON_NEGATIVE_MESSAGE = "Должно быть целым числом не меньше 0";
export const EXPAND_MESSAGE = "Допустимое значение: stores";
export const CITY_FILTER_MESSAGE = "Идентификатор города должен быть целым положительным числом";
/** A product has a handful of variant groups; more chosen groups or variants is not a real request. */
export const MAX_CHOSEN_VARIANTS = 16;
export const TOO_MANY_VARIANTS_MESSAGE = `Можно выбрать не больше ${MAX_CHOSEN_VARIANTS} вариантов`;

/**
 * `v[{groupId}]={variantId}` as the query-string parser hands it over: an object keyed by group id,
 * or a sparse array when the ids are small. → groupId → variantId. Issues sit on "v" itself, so a
 * message never carries a key of the request.
 */
const ZChosenVariants = z.unknown().transform((value, ctx) => {
  const chosen = new Map<number, number>();
  if (typeof value !== "object" || value === null) {
    ctx.addIssue({ code: "custom", message: GROUP_KEY_MESSAGE });
    return z.NEVER;
  }
  const entries = Object.entries(value);
  if (entries.length > MAX_CHOSEN_VARIANTS) {
    ctx.addIssue({ code: "custom", message: TOO_MANY_VARIANTS_MESSAGE });
    return z.NEVER;
  }
  for (const [key, raw] of entries) {
    const groupId = readInt(key, 1);
    const variantId = typeof raw === "string" ? readInt(raw, 1) : undefined;
    if (groupId === undefined) ctx.addIssue({ code: "custom", message: GROUP_KEY_MESSAGE });
    else if (variantId === undefined) ctx.addIssue({ code: "custom", message: VARIANT_ID_MESSAGE });
    else chosen.set(groupId, variantId);
  }
  return chosen;
});

/** `expand=stores` (a comma list; "stores" is the only value). */
const ZExpand = z.string({ error: EXPAND_MESSAGE }).transform((value, ctx) => {
  const parts = value.split(",").map((part) => part.trim());
  if (parts.some((part) => part !== "stores" && part !== "")) {
    ctx.addIssue({ code: "custom", message: EXPAND_MESSAGE });
    return z.NEVER;
  }
  return parts.includes("stores");
});

/**
 * Query of GET /products/:id/modifications (spec §7), as parsed by the API's bracket-aware
 * query-string parser (qs): `v[{groupId}]={variantId}` per chosen group, `expand=stores`,
 * `filter[quantity][gt]=0`, `filter[store_city_id]={cityId}`, `filter[store_quantity][gte]=0`.
 * Parsed into the filter the use case runs.
 */
export const ZModificationsQuery = z
  .object({
    v: ZChosenVariants.optional(),
    expand: ZExpand.optional(),
    filter: z
      .object(
        {
          quantity: z.object({ gt: zOptionalInt(NON_NEGATIVE_MESSAGE, { min: 0 }) }).optional(),
          store_city_id: zOptionalInt(CITY_FILTER_MESSAGE),
          store_quantity: z.object({ gte: zOptionalInt(NON_NEGATIVE_MESSAGE, { min: 0 }) }).optional(),
        },
        { error: "Фильтр должен иметь вид filter[…]" },
      )
      .optional(),
  })
  .transform((q) => ({
    /** chosen variant per group: groupId → variantId */
    chosen: q.v ?? new Map<number, number>(),
    expandStores: q.expand ?? false,
    /** filter[quantity][gt] */
    quantityGt: q.filter?.quantity?.gt,
    /** filter[store_city_id] */
    storeCityId: q.filter?.store_city_id,
    /** filter[store_quantity][gte] */
    storeQuantityGte: q.filter?.store_quantity?.gte,
  }));
export type TModificationsFilter = z.output<typeof ZModificationsQuery>;

/**
 * `variant_ids[]` of modification-variants: one or many positive ids (`variant_ids[]=1&variant_ids[]=2`,
 * or `variant_ids=1,2`), at most MAX_CHOSEN_VARIANTS, duplicates dropped.
 */
export const ZVariantIds = z.unknown().transform((value, ctx) => {
  const items = typeof value === "object" && value !== null ? Object.values(value) : [value];
  const parts = items.flatMap((item) => (typeof item === "string" ? item.split(",") : [item]));
  const ids = new Set<number>();
  for (const part of parts) {
    if (part === "") continue;
    const id = readInt(part, 1);
    if (id === undefined) {
      ctx.addIssue({ code: "custom", message: VARIANT_ID_MESSAGE });
      return z.NEVER;
    }
    ids.add(id);
    if (ids.size > MAX_CHOSEN_VARIANTS) {
      ctx.addIssue({ code: "custom", message: TOO_MANY_VARIANTS_MESSAGE });
      return z.NEVER;
    }
  }
  return [...ids];
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
    pathParams: z.object({ slug: ZSlug }),
    responses: { 200: ZProduct, 400: ZErrorResponse, 404: ZErrorResponse },
    summary:
      "Product by slug; an old slug with trailing article numbers ('{slug}-123') answers the product of the longest existing shorter slug (one lookup)",
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
      productId: zId(PRODUCT_ID_MESSAGE),
      groupId: zId(GROUP_ID_MESSAGE),
    }),
    query: z.object({ variant_ids: ZVariantIds.optional() }),
    responses: { 200: ZModificationVariantsResponse, 400: ZErrorResponse, 404: ZErrorResponse },
    summary: "Values of a variant group still possible with the variants chosen so far (variant_ids[])",
  },
});
