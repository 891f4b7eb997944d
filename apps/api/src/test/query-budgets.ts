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
/** GET /cities/current-by-ip: the located city, or the request's current city (1). */
export const CITY_BY_IP_QUERY_BUDGET = 1;
/** GET /auth/user: no accounts yet, every visitor is a guest (0). */
export const AUTH_USER_QUERY_BUDGET = 0;
/**
 * GET /catalog/search: current city (1) + meanings of the words (1) + product page (1) +
 * categories, brands and filter pages (1) + lens options (1, only when the query has a number);
 * a query under 3 characters: none. Content providers add one each when registered.
 */
export const SEARCH_QUERY_BUDGET = 5;
