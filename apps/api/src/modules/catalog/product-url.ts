/** Category slugs whose products are glasses (their pages live under /ochki). */
export const GLASSES_CATEGORY_SLUGS: readonly string[] = ["opravy", "solncezashchitnye-ochki"];
/** "Category id 3 means glasses" (spec §2). */
export const GLASSES_CATEGORY_ID = 3;
/** The 1000-rub gift certificate (spec §9). */
export const CERTIFICATE_PRODUCT_ID = 9907;

/** `/product/{slug}`; glasses → `/ochki/{slug}`; the 1000-rub certificate → `/sertifikaty`. */
export function productUrl(p: {
  id: number;
  slug: string;
  categoryId: number;
  categorySlug: string;
}): string {
  if (p.id === CERTIFICATE_PRODUCT_ID) return "/sertifikaty";
  if (p.categoryId === GLASSES_CATEGORY_ID || GLASSES_CATEGORY_SLUGS.includes(p.categorySlug)) {
    return `/ochki/${p.slug}`;
  }
  return `/product/${p.slug}`;
}
