/**
 * Statements per request, fixed whatever the filters or page size (no N+1). Listing: current
 * city (1) + category (1) + facet counts (1) + totals (1) + cards (1); a session token adds its
 * lookup. Product page: current city (1) + six (see get-product.ts).
 */
export const LISTING_QUERY_BUDGET = 5;
export const PRODUCT_QUERY_BUDGET = 7;
/**
 * GET /cart and GET /wishlist: session (1) + current city (1) + lines with product, modification,
 * variants and stock, or cards (1), however many lines. Without a session: the city only.
 */
export const CART_QUERY_BUDGET = 3;
export const WISHLIST_QUERY_BUDGET = 3;
/** POST /form/send: the submission's one INSERT; a refused one (400/413) none. */
export const FORM_SEND_QUERY_BUDGET = 1;
/** POST /form/send, the out-of-stock request: the product's look-up and the INSERT. */
export const LENS_REQUEST_QUERY_BUDGET = 2;
/** POST /marketing/footer-subscription: the outbox event's one INSERT; a refused one (400) none. */
export const FOOTER_SUBSCRIPTION_QUERY_BUDGET = 1;
/** GET /cities/current-by-ip: the located city, or the request's current city (1). */
export const CITY_BY_IP_QUERY_BUDGET = 1;
/** GET /auth/user of a guest without a token (0); a signed-in one: ACCOUNT_QUERY_BUDGETS.currentUser (1). */
export const AUTH_USER_QUERY_BUDGET = 0;

/**
 * Accounts (issue 10). Sends: reCAPTCHA flag (1) + one transaction (begin, advisory lock, counts,
 * purge of the phone's old rows, insert, commit = 6); signup also looks the phone up (1). Code
 * sign-in: flag (1) [+ the user, /users/login] + transaction (begin, locked code, mark used,
 * user insert [+ select when it exists], token, marketing event, commit); a guest session adds its
 * lookup and the cart/wishlist merge. Profile calls: the token's user (1) + their own query; a
 * guest without a token costs nothing.
 */
export const ACCOUNT_QUERY_BUDGETS = {
  checkExist: 1,
  requestCode: 7,
  signup: 8,
  confirmPhone: 8,
  loginWithCode: 10,
  requestPassword: 2,
  registration: 1,
  passwordLogin: 6,
  currentUser: 1,
  getProfile: 2,
  updateProfile: 5,
  discountCards: 2,
  issueDiscountCard: 3,
  discountCard: 2,
  certificates: 2,
  bonuses: 2,
  logout: 1,
  guestProfile: 0,
} as const;

/**
 * Clinics and appointments (issue 13). GET /services 1; /services/{slug} 2 (service, clinics);
 * /specialists 1; /specialists/{id} 4 (specialist, clinics, services, shifts); /clinics 1 with
 * city_id (+1 current city without). GET /appointments/slots 4 (clinic with week and holidays,
 * service, shifts, bookings and days off), whatever the range. POST /appointments/quick 1.
 * GET /users/appointments 1; POST /users/appointments/{id}/cancel 6 (begin, the row locked, the
 * UPDATE, its pending jobs skipped, commit; the answer 1). GET /appointments/{id} and its .ics 1. POST /appointments with a named specialist 9:
 * its transaction (begin, the four slot-rule statements, the INSERT, the jobs INSERT, commit) + the
 * answer (1); "any specialist" adds one INSERT per busy specialist tried.
 * These tests sign in through the harness's x-test-user-id, which asks nothing; a real request
 * with an auth token adds ACCOUNT_QUERY_BUDGETS.currentUser (1) to the signed-in ones (listMine,
 * cancelMine, and create/quick from a signed-in shopper).
 */
export const APPOINTMENT_QUERY_BUDGETS = {
  services: 1,
  service: 2,
  specialists: 1,
  specialist: 4,
  clinics: 1,
  slots: 4,
  quick: 1,
  listMine: 1,
  cancelMine: 6,
  appointment: 1,
  create: 9,
} as const;
/**
 * GET /catalog/search: current city (1) + meanings of the words (1) + product page (1) +
 * categories, brands and filter pages (1) + lens options (1, only when the query has a number);
 * one per content provider: services, specialists of the city, videos, questions, articles (5);
 * a query under 3 characters: none.
 */
export const SEARCH_QUERY_BUDGET = 10;

/**
 * CMS (issue 14, decision 0040). A page: the page (1); a carousel by ids adds the current city (1)
 * and one statement for all cards; a carousel by filter adds the city and a catalogue listing
 * (category, facets, totals, cards = 4); a banner slider adds one statement for all its slots.
 * GET /cms/blocks: the pages (1) + the same. GET /cms/banners/{slot}: 1.
 * GET /cms/pages/preview: the page by id, draft or not (1) + its blocks as above (a preview of a
 * page with a carousel by ids: 3); never cached. A token that is malformed, badly signed or expired
 * is refused without the database (0); a well-signed one whose page is gone or whose
 * preview_version was raised costs the page lookup (1). GET /cms/menus/{menu}: the menu's items
 * (1), however many; from the read cache ("config") none.
 */
export const CMS_QUERY_BUDGETS = {
  textPage: 1,
  pageWithCarouselByIds: 3,
  pageWithCarouselByFilter: 6,
  blocks: 1,
  banners: 1,
  preview: 1,
  previewRefused: 0,
  previewRevoked: 1,
  menu: 1,
  menuCached: 0,
} as const;

/**
 * POST /marketing/category-view: one INSERT … SELECT that writes the outbox event only if the
 * category exists (an unknown one: the same statement, nothing written, 404); while the category's
 * `category_view_{id}` cookie lives (one hour) none. POST /marketing/product-view: the same for the
 * product. Neither reads the session, nor depends on the device cookie. The outbox drain that
 * wakeOnWrite starts after the request (claim UPDATE, mark-sent UPDATE) is not the request's: the
 * tests turn wakeOnWrite off, or its statements would land in the count at random.
 */
export const MARKETING_VIEW_QUERY_BUDGETS = {
  categoryView: 1,
  categoryViewRepeat: 0,
  unknownCategory: 1,
  productView: 1,
  unknownProduct: 1,
} as const;

/**
 * Moderation (decision 0042, bearer token; a refused token costs nothing). GET /moderation/reviews
 * and GET /moderation/questions: one statement, the page with its total (count(*) over ()) and the
 * clinic, or topic and specialist, joined, however many rows; a page past the end adds the
 * status's count (its total would otherwise read 0). POST /moderation/reviews/{id}: one
 * (UPDATE … RETURNING joined to the clinic; an unknown id is the same statement, 404).
 * POST /moderation/questions/{id}: one (UPDATE with the answer-and-specialist rule, the refusal
 * read in the same statement) + the specialist's existence (1) when specialist_id is given.
 */
export const MODERATION_QUERY_BUDGETS = {
  refused: 0,
  reviews: 1,
  moderateReview: 1,
  questions: 1,
  pastLastPage: 2,
  moderateQuestion: 1,
  moderateQuestionWithSpecialist: 2,
} as const;

/**
 * Articles, promotions, videos, vacancies (issue 14). GET /articles 2 (the section's categories
 * with counts, the page; a page past the last: 1); /articles/latest 1; an article 1 + related
 * articles (1, when named) + current city and product cards (2, when named) = 4. GET /campaigns 1
 * (a page past the last adds a count); /campaigns/current 1; a promotion 1 + 2 with products.
 * GET /videos 1; GET /vacancies 1; POST /vacancies/{id}/reply 1 (INSERT … SELECT from the open
 * vacancy); a refused one (400) none.
 */
export const CONTENT_QUERY_BUDGETS = {
  articles: 2,
  latestArticles: 1,
  article: 4,
  campaigns: 1,
  currentCampaigns: 1,
  campaign: 3,
  videos: 1,
  vacancies: 1,
  vacancyReply: 1,
} as const;

/**
 * Reviews, questions and lens competitors (branch reviews): GET /reviews 2 (clinics with their
 * averages, the page with its total; a page past the end adds a count); GET /reviews/latest 1;
 * POST /reviews 1 (INSERT … SELECT checks the clinic); GET /questions 2 (topics with counts, the
 * page); GET /questions/{id} 1 (the question and its related ones); POST /questions 1;
 * GET /lenses/competitors/{slug} 3 (current city, the lens, its pool).
 */
export const CONTENT_REVIEW_QUERY_BUDGETS = {
  reviews: 2,
  latestReviews: 1,
  submitReview: 1,
  questions: 2,
  question: 1,
  submitQuestion: 1,
  competitors: 3,
} as const;

/**
 * Sitemap (decision 0043): the index reads every section's list (categories, filter pages,
 * products, services, specialists, and the content sections: CMS pages, articles, charity,
 * promotions, videos and vacancies, reviews, questions, competitors: one statement each; the static
 * list none) + the current city;
 * one section file is its one statement. Cached lists cost nothing but the city.
 */
export const SITEMAP_INDEX_QUERY_BUDGET = 14;
export const SITEMAP_SECTION_QUERY_BUDGET = 1;
/**
 * The static section's file lists `/kontakty`, which a host whose city has no clinic nor shop
 * leaves out (decision 0056): the static list itself costs nothing; + the host's city + whether it
 * has a store.
 */
export const SITEMAP_STATIC_SECTION_QUERY_BUDGET = 2;
