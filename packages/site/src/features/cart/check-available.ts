import type { TCheckAvailableResponse, TContract } from "@optika/api-contract";
import { shopperRequest } from "./shopper-request.ts";

const CHECK_AVAILABLE =
  "/delivery-term/check-available" satisfies TContract["delivery"]["checkAvailable"]["path"];

/**
 * `GET /delivery-term/check-available?product_id` (spec §7): true opens the not-available dialog
 * instead of adding. A failed check does not block the add (the cart's own stock rule still holds).
 */
export async function isProductNotAvailable(productId: number): Promise<boolean> {
  try {
    const answer = await shopperRequest<TCheckAvailableResponse>(
      "GET",
      `${CHECK_AVAILABLE}?product_id=${productId}`,
    );
    return answer.notAvailable === true;
  } catch {
    return false;
  }
}
