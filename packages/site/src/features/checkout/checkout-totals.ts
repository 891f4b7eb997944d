/** Kopecks in one bonus point (1 point = 1 ruble). */
export const KOPECKS_PER_BONUS = 100;

export type TCheckoutTotals = {
  goods: number;
  /** null until a method and a point or an address give a cost */
  delivery: number | null;
  promo: number;
  certificate: number;
  bonuses: number;
  total: number;
};

/**
 * The summary's rows from the server's figures (kopecks): the cart's total, the delivery cost the
 * server calculated, the promo discount and the certificate's share it answered, and the points to
 * spend within the most the server allows. The order's own total is computed again by the server.
 */
export function checkoutTotals(o: {
  goods: number;
  delivery: number | null;
  promoDiscount: number;
  certificateApplicable: number;
  bonusesToSpend: number;
  maxBonuses: number;
}): TCheckoutTotals {
  const beforeCertificate = Math.max(0, o.goods + (o.delivery ?? 0) - o.promoDiscount);
  const bonuses =
    Math.min(Math.max(0, Math.trunc(o.bonusesToSpend)), Math.max(0, o.maxBonuses)) * KOPECKS_PER_BONUS;
  const afterBonuses = Math.max(0, beforeCertificate - bonuses);
  const certificate = Math.min(o.certificateApplicable, afterBonuses);
  return {
    goods: o.goods,
    delivery: o.delivery,
    promo: Math.min(o.promoDiscount, o.goods),
    certificate,
    bonuses,
    total: afterBonuses - certificate,
  };
}
