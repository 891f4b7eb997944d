export const LENSES_CATEGORY_SLUG = "linzy";

// The glasses categories, the certificates page and the category link rule have one home: the domain.
export {
  CERTIFICATES_CATEGORY_SLUG,
  CERTIFICATES_PATH,
  categoryHref,
  isGlassesCategory,
} from "@optika/domain/catalog";
