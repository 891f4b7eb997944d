/**
 * Statements per MyACUVUE call (decision 0038), the built-in simulator's member lookup (1)
 * included; the brand's real service asks its API instead of that statement.
 * POST /myacuvue/request-password: member (1) + the sign-in code's send (a transaction of 6).
 * POST /myacuvue/confirm-password: member (1) + the code sign-in's transaction.
 * GET /myacuvue/me: the token's user (1) + member (1) + fitted products and voucher ledger (2);
 * a guest without a token: none. GET /myacuvue/checkout-vouchers: user (1) + session, city and
 * cart (3) + member (1) + brands and ledger (2).
 */
export const MYACUVUE_QUERY_BUDGETS = {
  requestPassword: 7,
  confirmPassword: 9,
  getProfile: 4,
  guestProfile: 0,
  checkoutVouchers: 7,
} as const;
