import type { TModificationsResponse } from "@optika/api-contract";
import { fetchModification, findModificationUrl, type TChosen } from "../product/availability-api.ts";
import { modificationsWith, type TPurchaseProduct } from "./purchase-product.ts";

/** What is known about one complete eye set. */
export type TSetAvailability =
  | { state: "loading" }
  | { state: "error" }
  | {
      state: "ready";
      /** the modification a cart line gets: the first in stock (the city's first), else the first existing */
      modificationId: number | null;
      /** in stock in the current city's stores */
      isInCity: boolean;
      /** in stock somewhere (orderable); false → the out-of-stock request */
      hasStock: boolean;
    };

/**
 * Reads GET /products/{id}/modifications's answer (the API retries without the city filter when
 * the city has none): applied + a modification → in the city; dropped + a modification → stocked
 * elsewhere; no modification → none in stock anywhere.
 */
export function setAvailabilityOf(
  answer: TModificationsResponse,
  product: TPurchaseProduct,
  variantIds: readonly number[],
): TSetAvailability {
  const found = answer.modification;
  if (found) {
    return {
      state: "ready",
      modificationId: found.id,
      isInCity: answer.cityFilter === "applied",
      hasStock: true,
    };
  }
  const existing = modificationsWith(product, variantIds)[0];
  return { state: "ready", modificationId: existing?.id ?? null, isInCity: false, hasStock: false };
}

/** Asks the API about one complete set (chosen pairs in group order). */
export async function fetchSetAvailability(
  product: TPurchaseProduct,
  chosen: TChosen,
  cityId: number,
  signal: AbortSignal,
): Promise<TSetAvailability> {
  const answer = await fetchModification(findModificationUrl(product.id, chosen, cityId), signal);
  if (!answer) return { state: "error" };
  return setAvailabilityOf(
    answer,
    product,
    chosen.map(([, variantId]) => variantId),
  );
}
