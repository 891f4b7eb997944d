/** The storefront's top categories (spec §2), in display order, with how they are reached. */
export const CATEGORY_SLUGS = [
  "linzy",
  "opravy",
  "solncezashchitnye-ochki",
  "aksessuary",
  "podarochnye-sertifikaty",
] as const;

export type TCategorySlug = (typeof CATEGORY_SLUGS)[number];

/** Glasses categories: their listings also live under /ochki/{slug}. */
export const GLASSES_CATEGORY_SLUGS: readonly string[] = ["opravy", "solncezashchitnye-ochki"];

export const CERTIFICATES_CATEGORY_SLUG = "podarochnye-sertifikaty";
export const CERTIFICATES_PATH = "/sertifikaty";
export const LENSES_CATEGORY_SLUG = "linzy";

/** Where a category's link leads: the certificates category has its own page. */
export function categoryHref(slug: string): string {
  return slug === CERTIFICATES_CATEGORY_SLUG ? CERTIFICATES_PATH : `/catalog/${slug}`;
}

export function isGlassesCategory(slug: string): boolean {
  return GLASSES_CATEGORY_SLUGS.includes(slug);
}
