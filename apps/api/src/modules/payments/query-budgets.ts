/**
 * Statements per payment call (decision 0034). POST /orders/{hash}/payment, new payment: the order
 * (1) + the pending payment opened (1) + the test provider's payment (1) + the provider's id saved
 * (1); resumed: the order (1) + the open payment (1) + the provider's state (1; YooKassa asks its
 * API instead). GET /payments/test-provider/{id}: 1. A webhook already processed: begin, the log
 * INSERT that finds it, commit (3).
 */
export const PAYMENT_QUERY_BUDGETS = {
  startNew: 4,
  startResumed: 3,
  testPage: 1,
  webhookRepeat: 3,
} as const;
