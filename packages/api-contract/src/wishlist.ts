import { initContract } from "@ts-rest/core";
import { z } from "zod";
import { ZProductCard } from "./catalog.ts";
import { ZErrorResponse, zId } from "./common.ts";
import { PRODUCT_ID_MESSAGE } from "./products.ts";

const c = initContract();

/** Most products one wishlist holds. */
export const MAX_WISHLIST_ITEMS = 500;

export const ZWishlistItem = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  /** the product's card (stock of the current city) */
  product: ZProductCard,
});
export type TWishlistItem = z.infer<typeof ZWishlistItem>;

export const ZWishlist = z.object({
  /** newest first */
  items: z.array(ZWishlistItem),
  /** the header badge */
  count: z.number().int(),
});
export type TWishlist = z.infer<typeof ZWishlist>;

export const ZAddToWishlistBody = z.object({ product_id: zId(PRODUCT_ID_MESSAGE) });
export type TAddToWishlistBody = z.input<typeof ZAddToWishlistBody>;

export const wishlistContract = c.router({
  getWishlist: {
    method: "GET",
    path: "/wishlist",
    responses: { 200: ZWishlist },
    summary: "The shopper's saved products (session; user once signed in); never creates a session",
  },
  addToWishlist: {
    method: "POST",
    path: "/wishlist",
    body: ZAddToWishlistBody,
    responses: { 200: ZWishlist, 400: ZErrorResponse, 404: ZErrorResponse },
    summary: "Saves a product (idempotent)",
  },
  removeFromWishlist: {
    method: "DELETE",
    path: "/wishlist/:productId",
    pathParams: z.object({ productId: zId(PRODUCT_ID_MESSAGE) }),
    responses: { 200: ZWishlist, 400: ZErrorResponse },
    summary: "Forgets a saved product (idempotent: a product not saved answers the list as is)",
  },
});
