/**
 * Statements per request of the order calls (asserted by orders.integration.test.ts).
 * POST /checkout/process/new with pickup, promo, certificate and bonuses: the current city (1),
 * session (1), the transaction (begin, key lock, key lookup, cart lock, cart lines, promo, store,
 * stock lock, stock update, bonuses, certificate, order, items + history + key + cart emptied,
 * reservations, promo use, bonus spending, certificate redemption, marketing event, commit) and the
 * answer (1). A repeat with the same key: city, session, begin, key lock, key lookup, commit, answer.
 * GET /orders/{hash}: 1. Promo and certificate checks: city, session, cart lines, the code (4).
 * GET /bonuses/bonuses: city, session, cart lines, balance (4). Commerce orders: user + 1.
 */
export const ORDER_QUERY_BUDGETS = {
  /** a guest's pickup order without promo, certificate or bonuses */
  createOrderPickup: 16,
  createOrderFull: 23,
  createOrderRepeat: 7,
  getOrder: 1,
  checkPromo: 4,
  checkCertificate: 4,
  bonuses: 4,
  commerceOrders: 2,
  commerceOrdersSave: 2,
} as const;
