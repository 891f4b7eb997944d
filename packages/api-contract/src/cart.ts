import { initContract } from "@ts-rest/core";
import { z } from "zod";
import { readInt, ZErrorResponse, zId } from "./common.ts";
import { PRODUCT_ID_MESSAGE } from "./products.ts";

const c = initContract();

/** Most units of one cart line; more is refused as absurd (stock limits usually bite first). */
export const MAX_CART_LINE_QUANTITY = 99;
/** Most lines in one cart. */
export const MAX_CART_LINES = 100;
/** Bounds of `options` and `data`: keys, key length, string value length. */
export const CART_EXTRA_LIMITS = { keys: 10, keyLength: 32, valueLength: 200 } as const;

export const MODIFICATION_ID_MESSAGE = "Идентификатор модификации должен быть целым положительным числом";
export const CART_ITEM_ID_MESSAGE = "Идентификатор позиции корзины должен быть целым положительным числом";
export const ADD_QUANTITY_MESSAGE = `Количество должно быть целым числом от 1 до ${MAX_CART_LINE_QUANTITY}`;
export const SET_QUANTITY_MESSAGE = `Количество должно быть целым числом от 0 до ${MAX_CART_LINE_QUANTITY}`;
export const CART_OPTIONS_MESSAGE = `Опции товара: не больше ${CART_EXTRA_LIMITS.keys} полей с латинскими именами, значения — строки до ${CART_EXTRA_LIMITS.valueLength} символов, числа или да/нет`;
export const CART_DATA_MESSAGE = `Данные товара: не больше ${CART_EXTRA_LIMITS.keys} полей с латинскими именами, значения — строки до ${CART_EXTRA_LIMITS.valueLength} символов, числа или да/нет`;

/** A quantity from JSON: a number or a string of digits ("1" from the product card) within [min, MAX]. */
function zQuantity(min: number, message: string) {
  return z.union([z.string(), z.number()], { error: message }).transform((value, ctx) => {
    const n = readInt(value, min, MAX_CART_LINE_QUANTITY);
    if (n === undefined) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return n;
  });
}

const KEY = /^[A-Za-z][A-Za-z0-9_]*$/;
/** A lone UTF-16 surrogate (JSON allows it, PostgreSQL's jsonb does not). */
const LONE_SURROGATE = /\p{Surrogate}/u;

export type TCartExtra = Record<string, string | number | boolean>;

/** The cart's one reading of `options`/`data`: absent or null → {}; else a bounded flat map or undefined. */
export function readCartExtra(value: unknown): TCartExtra | undefined {
  if (value === undefined || value === null) return {};
  if (typeof value !== "object" || Array.isArray(value)) return undefined;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > CART_EXTRA_LIMITS.keys) return undefined;
  const out: TCartExtra = {};
  for (const [key, v] of entries) {
    if (key.length > CART_EXTRA_LIMITS.keyLength || !KEY.test(key)) return undefined;
    if (typeof v === "string") {
      if (v.length > CART_EXTRA_LIMITS.valueLength || v.includes("\u0000") || LONE_SURROGATE.test(v)) {
        return undefined;
      }
    } else if (typeof v === "number") {
      if (!Number.isFinite(v)) return undefined;
    } else if (typeof v !== "boolean") {
      return undefined;
    }
    out[key] = v;
  }
  return out;
}

/** A bounded flat map (options as sent per eye, e.g. { eye: "left" }; free data). */
function zExtra(message: string) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      const extra = readCartExtra(value);
      if (extra === undefined) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return extra;
    })
    .meta({ description: message });
}

const ZExtraOut = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));

export const ZAddToCartBody = z.object({
  product_id: zId(PRODUCT_ID_MESSAGE),
  /** required when the product has several modifications; a product with one may omit it */
  modification_id: z.preprocess(
    (v) => (v === null || v === "" ? undefined : v),
    zId(MODIFICATION_ID_MESSAGE).optional(),
  ),
  /** the product card sends the string "1" */
  quantity: z.preprocess((v) => (v === undefined || v === null ? 1 : v), zQuantity(1, ADD_QUANTITY_MESSAGE)),
  /** per-eye options as chosen in quick-buy (e.g. { eye: "left" }): part of the line's identity */
  options: zExtra(CART_OPTIONS_MESSAGE),
  /** free data kept with the line as sent */
  data: zExtra(CART_DATA_MESSAGE),
});
export type TAddToCartBody = z.input<typeof ZAddToCartBody>;

export const ZSetCartQuantityBody = z.object({
  /** 0 removes the line */
  quantity: zQuantity(0, SET_QUANTITY_MESSAGE),
});
export type TSetCartQuantityBody = z.input<typeof ZSetCartQuantityBody>;

export const ZCartVariant = z.object({
  group_id: z.number().int(),
  /** 'Оптическая сила (Сфера)', 'Радиус кривизны', … */
  group: z.string(),
  code: z.string(),
  variant_id: z.number().int(),
  label: z.string(),
  value: z.string(),
});
export type TCartVariant = z.infer<typeof ZCartVariant>;

export const ZCartItem = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    /** the product page */
    url: z.string(),
    /** picture: /api/storage/image/{image_id}… */
    image_id: z.number().int().nullable(),
  }),
  modification: z.object({
    id: z.number().int(),
    sku: z.string(),
    /** its option values (the line's eye is in options) */
    variants: z.array(ZCartVariant),
  }),
  options: ZExtraOut,
  data: ZExtraOut,
  /** kopecks, from the catalogue (never from the request) */
  unit_price: z.number().int(),
  /** kopecks: the product's previous price when the modification has no price of its own */
  unit_price_old: z.number().int().nullable(),
  /** kopecks: unit_price × quantity */
  line_total: z.number().int(),
  /** bonuses per unit and for the line */
  bonus_value: z.number().int(),
  line_bonus: z.number().int(),
  /** most units this line may hold (stock of the modification over all stores, ≤ 99) */
  max_quantity: z.number().int(),
  /** units in the current city's stores (in stock today → delivery dates; else terms) */
  in_city_quantity: z.number().int(),
});
export type TCartItem = z.infer<typeof ZCartItem>;

export const ZCart = z.object({
  items: z.array(ZCartItem),
  /** sum of quantities (the header badge) */
  count: z.number().int(),
  /** kopecks: sum of line totals */
  total: z.number().int(),
  /** bonuses to be accrued: sum of line bonuses */
  bonus_total: z.number().int(),
  /** the city in_city_quantity is counted for */
  city_id: z.number().int(),
});
export type TCart = z.infer<typeof ZCart>;

/** Answer of a change: the cart after it, and the line changed (null when it was removed). */
export const ZCartChange = ZCart.extend({ item_id: z.number().int().nullable() });
export type TCartChange = z.infer<typeof ZCartChange>;

const itemParams = z.object({ itemId: zId(CART_ITEM_ID_MESSAGE) });

export const cartContract = c.router({
  getCart: {
    method: "GET",
    path: "/cart",
    responses: { 200: ZCart },
    summary:
      "The shopper's cart (session; user once signed in) with server prices and totals; never creates a session",
  },
  addToCart: {
    method: "POST",
    path: "/cart",
    body: ZAddToCartBody,
    responses: { 200: ZCartChange, 400: ZErrorResponse, 404: ZErrorResponse },
    summary: "Adds the product (modification, options) or increases its line, within stock",
  },
  setCartQuantity: {
    method: "PUT",
    path: "/cart/:itemId",
    pathParams: itemParams,
    body: ZSetCartQuantityBody,
    responses: { 200: ZCartChange, 400: ZErrorResponse, 404: ZErrorResponse },
    summary: "Sets the quantity of a line (0 removes it); increases are limited by stock",
  },
  removeFromCart: {
    method: "DELETE",
    path: "/cart/:itemId",
    pathParams: itemParams,
    responses: { 200: ZCartChange, 400: ZErrorResponse, 404: ZErrorResponse },
    summary: "Removes a line of the cart",
  },
});
