export {
  CATEGORY_KINDS,
  DEFAULT_SORT,
  isSortOption,
  SORT_OPTIONS,
  type TCategoryKind,
  type TSortOption,
  type TVariantGroupCode,
  VARIANT_GROUP_CODES,
} from "./catalog-codes.ts";
export {
  catalogPath,
  exceedsFilterLimits,
  FILTER_LIMITS,
  FILTER_REASONS,
  FILTER_TOKEN_PATTERN,
  parseFilterSegments,
  serializeFilterSegments,
  type TFilters,
  type TParseFiltersResult,
} from "./filter-segments.ts";
export {
  CERTIFICATES_CATEGORY_SLUG,
  CERTIFICATES_PATH,
  categoryHref,
  GLASSES_CATEGORY_ID,
  GLASSES_CATEGORY_SLUGS,
  isGlassesCategory,
  productHref,
} from "./product-links.ts";
