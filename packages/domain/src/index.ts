// money & numbers

export {
  canRequestPasswordAgain,
  canResendCode,
  loyaltyPhonePrefill,
  PASSWORD_REREQUEST_INTERVAL_MS,
  PHONE_POPUP_RESET_DELAY_MS,
  RESEND_TIMER_SECONDS,
  resendSecondsLeft,
  startResendTimer,
  type TResendTimer,
} from "./auth/auth-timing";
// auth
export { authMessages } from "./auth/messages";
// catalogue
export {
  CATEGORY_KINDS,
  DEFAULT_SORT,
  isSortOption,
  SORT_OPTIONS,
  type TCategoryKind,
  type TSortOption,
  type TVariantGroupCode,
  VARIANT_GROUP_CODES,
} from "./catalog/catalog-codes";
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
} from "./catalog/filter-segments";
export {
  CERTIFICATES_CATEGORY_SLUG,
  CERTIFICATES_PATH,
  categoryHref,
  GLASSES_CATEGORY_ID,
  GLASSES_CATEGORY_SLUGS,
  isGlassesCategory,
  productHref,
} from "./catalog/product-links";
export {
  CODE_LENGTH,
  codeHelperText,
  isRecaptchaRequired,
  sanitizeCodeInput,
  type TCodeChannel,
  validateLoyaltyPin,
  validateSignInCode,
} from "./codes/code-rules";
// codes
export { codeMessages } from "./codes/messages";
export {
  analyticsItem,
  analyticsPromotion,
  ecommerceEvent,
  type TAnalyticsItem,
  type TAnalyticsProduct,
  type TEcommerceAction,
} from "./commerce/analytics-items";
export { bonusCountText, bonusesAccrued } from "./commerce/bonuses";
export {
  cardAddAction,
  cardQuantityAction,
  type TCardAddAction,
  type TCardQuantityAction,
} from "./commerce/cart-card-actions";
export {
  commerceOrderIdsToSave,
  isOrderPaid,
  paySertGoal,
  type TOrderSummary,
} from "./commerce/certificate-orders";
export {
  LOYALTY_BRAND,
  LOYALTY_DISCOUNT_AMOUNTS_RUB,
  loyaltyDiscountLabel,
  type TLoyaltyProfile,
} from "./commerce/loyalty-discount-label";
// commerce
export { BONUS_FORMS, commerceMessages } from "./commerce/messages";
// spec §9 constants
export * from "./constants/business-constants";
// dates
export {
  addDays,
  calendarDateAt,
  isoDate,
  type TCalendarDate,
  type TClock,
  weekdayOf,
} from "./dates/calendar-date";
export { formatRussianDate, type TRussianDateOptions } from "./dates/format-russian-date";
export { dateMessages, MONTHS_GENITIVE, WEEKDAYS } from "./dates/messages";
// errors
export { errorMessages } from "./errors/messages";
export { pageError, type TPageError } from "./errors/page-error";
export {
  cartQuantityErrorText,
  deliveryCalculateErrorText,
  ERROR_LIST_SEPARATOR,
  errorMessagesOf,
  errorToastText,
  fieldErrorMessages,
  formSendErrorText,
  loyaltyCodeRequestFailure,
  NOTIFICATION_DURATION_MS,
  otpErrorOutcome,
  outOfStockFormErrorText,
  quickBuyAddErrorText,
  serverMessage,
  shouldReloadForStaleChunk,
  signInErrorText,
  TOAST_DURATION_MS,
  type TOtpErrorOutcome,
} from "./errors/server-error-messages";
export { type TContactRequestErrors, validateContactRequest } from "./forms/contact-request-form";
export {
  cooperationSendButton,
  cooperationThanksText,
  isValidEmail,
  type TCooperationErrors,
  type TCooperationForm,
  validateCooperationForm,
} from "./forms/cooperation-form";
// forms
export { formMessages } from "./forms/messages";
export { canSubmitLogin, canSubmitPasswordRequest, canSubmitRegistration } from "./forms/submit-enabled";
export {
  CITY_QUERY_PARAM,
  citySubdomainUrl,
  subDomainOfHost,
  type TCitySubdomainInput,
} from "./geo/city-subdomain-url";
export { cityNameOrDefault, shouldSuggestCity } from "./geo/city-suggestion";
// geo
export { geoMessages } from "./geo/messages";
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
export {
  findImageVariant,
  IMAGE_VARIANTS,
  type TImageVariant,
} from "./images/image-variants";
export { preferredImageFormat } from "./images/preferred-image-format";
export { pluralRu, type TPluralForms } from "./language/plural-ru";
// layout
export { ACCENT_COLOR_COUNT, accentColorSlot, type TAccentSlot } from "./layout/accent-colors";
export {
  BREAKPOINTS,
  breakpointFor,
  isMobileMenuWidth,
  MOBILE_MENU_MAX_WIDTH,
  type TBreakpoint,
} from "./layout/breakpoints";
export { menuColumns } from "./layout/menu-columns";
export {
  brandLayout,
  DEFAULT_PARTNER_HOST_LABEL,
  isPartnerHost,
  type TBrandLayout,
} from "./layout/partner-mode";
export {
  HEADER_FIXED_AFTER_PX,
  isHeaderFixed,
  isLogoHidden,
  isScrollTopVisible,
  SCROLL_THROTTLE_MS,
  SCROLL_TOP_VISIBLE_AFTER_PX,
} from "./layout/scroll-thresholds";
export { DECIMAL_SEPARATOR, formatNumber, THOUSANDS_SEPARATOR } from "./money/format-number";
export { formatPrice, RUBLE_SIGN } from "./money/format-price";
export { moneyMessages } from "./money/messages";
export { formatPricePerLens, pricePerLens } from "./money/price-per-lens";
export { paginationMessages } from "./pagination/messages";
export { pageCount } from "./pagination/page-count";
export { PAGE_PARAM, pageHref } from "./pagination/page-href";
export { paginationItems, type TPaginationItem } from "./pagination/pagination-items";
// pagination
export { DEFAULT_PER_PAGE, isPerPageOption, PER_PAGE_OPTIONS, type TPerPage } from "./pagination/per-page";
export { shownRangeText } from "./pagination/shown-range-text";
// phone
export { phoneMessages } from "./phone/messages";
export {
  formatPhoneInput,
  isPhoneComplete,
  PHONE_MASK,
  PHONE_MASK_MIN_LENGTH,
  PHONE_NATIONAL_LENGTH,
  phoneDigitsForApi,
  phoneNationalDigits,
  phoneWithPlus,
  untruncatedNationalDigits,
} from "./phone/phone-mask";
export { PHONE_INVALID_MESSAGE_BY_FORM, type TPhoneForm, validatePhone } from "./phone/phone-validation";
// quick-buy
export { quickBuyMessages } from "./quick-buy/messages";
export {
  createOptionCascade,
  OPTIONAL_GROUP_NAMES,
  optionCascadeReducer,
  optionCascadeView,
  type TCascadeEvent,
  type TCascadeState,
  type TCascadeValidation,
  type TCombination,
  type TEyeMode,
  type TGroupView,
  type TOptionGroup,
  type TOptionValue,
  type TSelection,
  UNAVAILABLE_OPTION,
  validateOptionCascade,
} from "./quick-buy/option-cascade";
export {
  OPTION_LIST_LIMIT,
  type TTruncatedList,
  truncateOptionList,
} from "./quick-buy/option-list-truncation";
export {
  citiesOfRegion,
  cityLabel,
  regionsWithCities,
  searchCities,
  type TCity,
  type TCityHit,
  type TRegion,
} from "./search/city-search";
export { citySearchKey, foldYo, latinLayoutToCyrillic } from "./search/keyboard-layout";
// search
export { searchMessages } from "./search/messages";
export {
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  SEARCH_PAGE_SIZE,
  searchPageHref,
  shouldSearch,
} from "./search/search-query-rules";
export {
  SECTION_PREVIEW_SIZE,
  SECTION_SHOW_ALL_CATEGORY_ID,
  sectionShowsAll,
  type TSearchSection,
  visibleSectionItems,
} from "./search/section-visibility";
export {
  deliveryTerms,
  isMainManufacturer,
  type TDeliveryTerms,
  type TDeliveryTermsInput,
} from "./stock/delivery-terms";
export { stockMessages } from "./stock/messages";
// stock & delivery
export {
  areAllSetsInStock,
  findModification,
  isSetInStock,
  type TModificationMatch,
  type TStockModification,
} from "./stock/modification-stock";
export { parseProductIdList, shouldShowNotificationForm } from "./stock/zero-stock-notification";
export {
  LEGACY_REDIRECT_TABLE,
  matchLegacyRedirectTable,
  type TLegacyRedirectRule,
} from "./urls/legacy-redirect-table";
// urls
export { canonicalPathname, normalizePath } from "./urls/normalize-path";
export { resolveLegacyRedirect, type TLegacyRedirectLookups } from "./urls/resolve-legacy-redirect";
export { MAX_RETURN_PATH_LENGTH, safeReturnPath } from "./urls/safe-return-path";
export { isSlug, MAX_SLUG_LENGTH, productSlugCandidates } from "./urls/slug";
