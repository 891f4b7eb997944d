import { CERTIFICATE_PRODUCT_ID } from "../constants/business-constants";

/** Category id 3 means glasses. */
export const GLASSES_CATEGORY_ID = 3;
export const CERTIFICATES_PATH = "/sertifikaty";
export const CERTIFICATES_CATEGORY_SLUG = "podarochnye-sertifikaty";

/** Product link: the 1000-rub certificate → /sertifikaty; glasses → /ochki/{slug}; else /product/{slug}. */
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
