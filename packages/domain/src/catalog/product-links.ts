import { CERTIFICATE_PRODUCT_ID } from "../constants/business-constants.ts";

/** "Category id 3 means glasses (results link to /ochki/{slug})" (spec §1). */
export const GLASSES_CATEGORY_ID = 3;
/** Glasses categories: their listings also live under /ochki/{slug}. */
export const GLASSES_CATEGORY_SLUGS: readonly string[] = ["opravy", "solncezashchitnye-ochki"];
export const CERTIFICATES_PATH = "/sertifikaty";
export const CERTIFICATES_CATEGORY_SLUG = "podarochnye-sertifikaty";

/**
 * Product link (spec §1): the 1000-rub certificate (product 9907) → /sertifikaty; a product of
 * category id 3 (glasses) → /ochki/{slug}; everything else → /product/{slug}.
 */
export function productHref(product: {
  readonly id: number;
  readonly slug: string;
  readonly categoryId?: number | null;
}): string {
  if (product.id === CERTIFICATE_PRODUCT_ID) return CERTIFICATES_PATH;
  if (product.categoryId === GLASSES_CATEGORY_ID) return `/ochki/${product.slug}`;
  return `/product/${product.slug}`;
}

/** Category link: the certificates category → /sertifikaty; else /catalog/{slug}. */
export function categoryHref(slug: string): string {
  return slug === CERTIFICATES_CATEGORY_SLUG ? CERTIFICATES_PATH : `/catalog/${slug}`;
}

/** Whether a category's listing is also shown under /ochki/{slug}. */
export function isGlassesCategory(slug: string): boolean {
  return GLASSES_CATEGORY_SLUGS.includes(slug);
}
