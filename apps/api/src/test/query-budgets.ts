/**
 * Statements per request, fixed whatever the filters or page size (no N+1). Listing: current
 * city (1) + category (1) + facet counts (1) + totals (1) + cards (1); a session token adds its
 * lookup. Product page: current city (1) + six (see get-product.ts).
 */
export const LISTING_QUERY_BUDGET = 5;
export const PRODUCT_QUERY_BUDGET = 7;
