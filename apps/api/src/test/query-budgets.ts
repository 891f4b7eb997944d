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
 * Clinics and appointments (issue 13). GET /services 1; /services/{slug} 2 (service, clinics);
 * /specialists 1; /specialists/{id} 4 (specialist, clinics, services, shifts); /clinics 1 with
 * city_id (+1 current city without). GET /appointments/slots 4 (clinic with week and holidays,
 * service, shifts, bookings and days off), whatever the range. POST /appointments/quick 1.
 * GET /users/appointments 1 (no accounts yet: the seam asks nothing). GET /appointments/{id} and its
 * .ics 1. POST /appointments and POST /users/appointments/{id}/cancel run their checks and writes in
 * a transaction on a client of its own (not seen by the harness's pool counter; the booking's is
 * the four slot-rule statements + one INSERT per specialist tried + the jobs INSERT); outside it,
 * the answer is loaded with 1.
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
  appointment: 1,
  createOutsideTransaction: 1,
} as const;
