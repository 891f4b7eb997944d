import { initContract } from "@ts-rest/core";
import { z } from "zod";
import { ZErrorResponse, zId } from "./common.ts";
import { PRODUCT_ID_MESSAGE } from "./products.ts";

const c = initContract();

/** The long-lived device cookie every marketing event carries (spec §3, §7). */
export const DEVICE_UUID_COOKIE = "device_uuid";

/** Events of the marketing service (spec §7: Mindbox cart-change, product-view, wishlist-change, users/auth, users/edit-profile). */
export const MARKETING_EVENT_KINDS = [
  "cart-change",
  "product-view",
  "wishlist-change",
  "users/auth",
  "users/edit-profile",
  "orders/create-authorized",
  "orders/create-unauthorized",
] as const;
export type TMarketingEventKind = (typeof MARKETING_EVENT_KINDS)[number];

export const marketingContract = c.router({
  productView: {
    method: "POST",
    path: "/marketing/product-view",
    body: z.object({ product_id: zId(PRODUCT_ID_MESSAGE) }),
    responses: { 202: z.object({ accepted: z.literal(true) }), 400: ZErrorResponse, 404: ZErrorResponse },
    summary:
      "Records a product view for the marketing service (with the device_uuid cookie); delivered later",
  },
});
