/** Business constants and limits of spec §9, in one place. Durations say their unit in the name. */

const SECOND_S = 1;
const MINUTE_S = 60 * SECOND_S;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;

/** Cookie lifetimes in seconds (NOTES.md: session 60 days, authToken 5 years HttpOnly). */
export const COOKIE_MAX_AGE_S = {
  session: 60 * DAY_S,
  authToken: 5 * 365 * DAY_S,
  abFlag: 360 * DAY_S,
  birthdaySplash: 86_400,
  categoryView: HOUR_S,
  /** "effectively unlimited": 20 years. */
  deviceUuid: 20 * 365 * DAY_S,
} as const;

/** Cookie and storage names of spec §3. */
/** spec §9 category-view cookie (1 hour): `category_view_{category id}` marks a recorded view. */
export const CATEGORY_VIEW_COOKIE_PREFIX = "category_view_";

export const COOKIE_NAMES = {
  acceptCity: "accept_city",
  showBirthday: "showBirthdayCookies",
  cookiesAccepted: "cookies_accepted",
  authToken: "authToken",
  sessionToken: "sessionToken",
  cityId: "city_id",
} as const;

/** Every session token starts with it (spec §3); the API alone issues tokens (api-contract SESSION_*). */
export const SESSION_TOKEN_PREFIX = "frnt";
export const PASSWORD_REQUEST_STORAGE_KEY = "passwordRequestTimestamp";

/** Timers and durations in milliseconds. */
export const TIMINGS_MS = {
  passwordReRequestAfter: 60_000,
  smsResendTimer: 60_000,
  /** a sign-in code is valid this long after it is sent (decision 0026) */
  signInCodeLifetime: 5 * 60_000,
  phonePopupReset: 1_000,
  birthdaySplash: 2_000,
  scrollThrottle: 100,
  loadingBarThrottle: 200,
  loadingBarDuration: 5_000,
  notification: 4_000,
  toast: 3_000,
  lightboxLockAfterPinch: 500,
  searchDebounce: 500,
  staleChunkReloadMinInterval: 60_000,
} as const;

/** Scroll thresholds in CSS pixels. */
export const SCROLL_THRESHOLDS_PX = { headerFixedAfter: 300, scrollTopVisibleAfter: 500 } as const;

export const LIMITS = {
  codeLength: 4,
  phoneMaskMinLength: 18,
  searchMinLength: 3,
  searchPageSize: 30,
  searchSectionPreview: 3,
  optionListTruncateAt: 20,
  cooperationNameMin: 2,
  cooperationTextMin: 10,
  menuItemsPerColumn: 2,
  partnerMenuItemsPerColumn: 1,
  accentColors: 5,
} as const;

export const DELIVERY_ESTIMATE_DAYS = { pickup: 3, courier: 4 } as const;
/** Products listed in the custom-period variable get this many available days. */
export const CUSTOM_PERIOD_DAYS = 21;

/** The 1000-rub gift certificate. */
export const CERTIFICATE_PRODUCT_ID = 9907;

export const CMS_PAGE_IDS = { productPageTop: 248, productPageBottom: 36 } as const;

/** The city of a visitor nothing else places (API current-city resolver, site fallbacks, seed). */
export const DEFAULT_CITY = { id: 1, name: "Екатеринбург" } as const;
/** Yekaterinburg is UTC+5; delivery dates are counted in shop time. */
export const DEFAULT_UTC_OFFSET_MINUTES = 5 * 60;

/** Default courier map point for a repeat order. */
export const DEFAULT_COURIER_COORDINATES = { latitude: 56.850624, longitude: 60.617112 } as const;

export const BREAKPOINTS_PX = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;
/** Widths up to this show the mobile menu. */
export const MOBILE_MENU_MAX_WIDTH_PX = 991;

export const LIGHTBOX_ZOOM = { min: 1, max: 3 } as const;
export const GALLERY = { slidesPerView: 1, spaceBetween: 20 } as const;

export const GOALS = { paySert: "pay_sert", cooperationSent: "vopros_sotrud_sent" } as const;
export const ANALYTICS_CURRENCY = "RUB";
