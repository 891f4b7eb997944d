import { initContract } from "@ts-rest/core";
import { z } from "zod";
import { ZErrorResponse, zId } from "./common.ts";
import { PRODUCT_ID_MESSAGE } from "./products.ts";

const c = initContract();

export const NOT_AVAILABLE_REASONS = ["flag", "zero_stock_list"] as const;

export const ZCheckAvailableResponse = z.object({
  product_id: z.number().int(),
  /** true → the storefront opens the not-available dialog instead of adding to the cart */
  notAvailable: z.boolean(),
  /** flag: the product is marked not available; zero_stock_list: listed as unavailable at zero stock and none in the city */
  reason: z.enum(NOT_AVAILABLE_REASONS).nullable(),
});
export type TCheckAvailableResponse = z.infer<typeof ZCheckAvailableResponse>;

export const deliveryContract = c.router({
  checkAvailable: {
    method: "GET",
    path: "/delivery-term/check-available",
    query: z.object({ product_id: zId(PRODUCT_ID_MESSAGE) }),
    responses: { 200: ZCheckAvailableResponse, 400: ZErrorResponse, 404: ZErrorResponse },
    summary: "Whether the product is in the not-available list (for the current city's stock)",
  },
});
