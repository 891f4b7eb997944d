/** The storefront's top categories (spec §2), in display order, with how they are reached. */
export const CATEGORY_SLUGS = [
  "linzy",
  "opravy",
  "solncezashchitnye-ochki",
  "aksessuary",
  "podarochnye-sertifikaty",
] as const;

type TCategorySlug = (typeof CATEGORY_SLUGS)[number];

export const LENSES_CATEGORY_SLUG = "linzy";

// The glasses categories, the certificates page and the category link rule have one home: the domain.
export {
  CERTIFICATES_CATEGORY_SLUG,
  CERTIFICATES_PATH,
  categoryHref,
  isGlassesCategory,
} from "@optika/domain/catalog";
