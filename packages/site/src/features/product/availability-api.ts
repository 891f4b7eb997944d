import type { TContract, TModificationsResponse } from "@optika/api-contract";

/*
 * The spec's §7 calls the product page makes in the browser, through the storefront's `/api`
 * proxy. Only the contract's types are imported (no zod, no ts-rest client in the page's
 * JavaScript); the `satisfies` lines fail the typecheck when the contract's paths move.
 */
const FIND_MODIFICATION =
  "/products/:id/modifications" satisfies TContract["products"]["findModification"]["path"];
const MODIFICATION_VARIANTS =
  "/products-local/:productId/modification-variants/:groupId" satisfies TContract["products"]["modificationVariants"]["path"];

const API_PREFIX = "/api";

/** groupId → chosen variant id, in the order the groups were chosen. */
export type TChosen = ReadonlyArray<readonly [groupId: number, variantId: number]>;

/**
 * GET /api/products/{id}/modifications?v[g]=v…&expand=stores&filter[quantity][gt]=0&filter[store_city_id]={city}:
 * the first modification with the chosen values in stock, in the city's stores if any (the API
 * retries without the city and says so in `cityFilter`).
 */
export function findModificationUrl(productId: number, chosen: TChosen, cityId: number): string {
  const query = [
    ...chosen.map(([groupId, variantId]) => `v[${groupId}]=${variantId}`),
    "expand=stores",
    "filter[quantity][gt]=0",
    `filter[store_city_id]=${cityId}`,
  ].join("&");
  return `${API_PREFIX}${FIND_MODIFICATION.replace(":id", String(productId))}?${query}`;
}

/** GET /api/products-local/{id}/modification-variants/{groupId}?variant_ids[]=…: values of a group still possible. */
export function modificationVariantsUrl(
  productId: number,
  groupId: number,
  variantIds: readonly number[],
): string {
  const path = MODIFICATION_VARIANTS.replace(":productId", String(productId)).replace(
    ":groupId",
    String(groupId),
  );
  const query = variantIds.map((id) => `variant_ids[]=${id}`).join("&");
  return `${API_PREFIX}${path}${query ? `?${query}` : ""}`;
}

async function getJson<T>(url: string, signal: AbortSignal): Promise<T | null> {
  const response = await fetch(url, { signal, headers: { accept: "application/json" } });
  return response.ok ? ((await response.json()) as T) : null;
}

export function fetchModification(url: string, signal: AbortSignal) {
  return getJson<TModificationsResponse>(url, signal);
}
