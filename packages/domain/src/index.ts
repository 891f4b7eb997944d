// money & numbers

// catalogue
export {
  catalogPath,
  FILTER_TOKEN_PATTERN,
  parseFilterSegments,
  serializeFilterSegments,
  type TFilters,
  type TParseFiltersResult,
} from "./catalog/filter-segments";
export { BONUS_FORMS } from "./commerce/messages";
// images
export {
  buildImageUrl,
  IMAGE_DEFAULTS,
  IMAGE_FITS,
  IMAGE_FORMATS,
  IMAGE_MAX_DIMENSION,
  IMAGE_URL_PREFIX,
  parseImageModifier,
  type TImageFit,
  type TImageFormat,
  type TImageModifier,
  type TImageOptions,
} from "./images/image-url";
export { preferredImageFormat } from "./images/preferred-image-format";
export { pluralRu, type TPluralForms } from "./language/plural-ru";
export { DECIMAL_SEPARATOR, formatNumber, THOUSANDS_SEPARATOR } from "./money/format-number";
export { formatPrice, RUBLE_SIGN } from "./money/format-price";
export { paginationMessages } from "./pagination/messages";
export { pageCount } from "./pagination/page-count";
export { PAGE_PARAM, pageHref } from "./pagination/page-href";
export { paginationItems, type TPaginationItem } from "./pagination/pagination-items";
// pagination
export { DEFAULT_PER_PAGE, isPerPageOption, PER_PAGE_OPTIONS, type TPerPage } from "./pagination/per-page";
export { shownRangeText } from "./pagination/shown-range-text";
export {
  LEGACY_REDIRECT_TABLE,
  matchLegacyRedirectTable,
  type TLegacyRedirectRule,
} from "./urls/legacy-redirect-table";
// urls
export { canonicalPathname, normalizePath } from "./urls/normalize-path";
export { resolveLegacyRedirect, type TLegacyRedirectLookups } from "./urls/resolve-legacy-redirect";
export { MAX_RETURN_PATH_LENGTH, safeReturnPath } from "./urls/safe-return-path";
