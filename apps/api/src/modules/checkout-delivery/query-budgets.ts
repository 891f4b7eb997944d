/**
 * Statements per request of checkout's delivery calls (asserted in checkout-delivery.integration.test.ts).
 * GET /checkout/data and /checkout/pickup-points: session (1) + current city (1) + cart lines (1) +
 * delivery context — city, centre, site variables, every store with what it lacks — (1); a
 * request without a session skips the session and the cart. POST …/calculate and …/estimate:
 * session (1) + cart (1) + context (1). GET /checkout/address-suggestions with city_id: the city
 * (1). GET /user/addresses and DELETE /user/addresses/{id}: the token's user (1) + one statement.
 */
export const CHECKOUT_DELIVERY_QUERY_BUDGETS = {
  checkoutData: 4,
  checkoutDataGuest: 2,
  pickupPoints: 4,
  calculate: 3,
  suggestions: 1,
  userAddresses: 2,
  deleteUserAddress: 2,
} as const;
