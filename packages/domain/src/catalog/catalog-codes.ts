/**
 * Codes the database, the API contract and the storefront share (one home each): category kinds,
 * variant group codes and listing sort orders.
 */
export const CATEGORY_KINDS = ["lenses", "frames", "sunglasses", "accessories", "certificates"] as const;
export type TCategoryKind = (typeof CATEGORY_KINDS)[number];

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
export type TVariantGroupCode = (typeof VARIANT_GROUP_CODES)[number];

/** Catalogue listing orders; the first is the default. */
export const SORT_OPTIONS = ["popular", "price_asc", "price_desc", "new"] as const;
export type TSortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: TSortOption = "popular";

export function isSortOption(value: string): value is TSortOption {
  return (SORT_OPTIONS as readonly string[]).includes(value);
}
