/** Kopecks in one bonus point (1 point = 1 ruble). */
export const KOPECKS_PER_BONUS = 100;

export type TCheckoutTotals = {
  goods: number;
  /** null until a method and a point or an address give a cost */
  delivery: number | null;
  promo: number;
  /** the MyACUVUE voucher's share of the ACUVUE items, as the server computed it */
  voucher: number;
  certificate: number;
  bonuses: number;
  total: number;
};

/**
 * The summary's rows from the server's figures (kopecks): the cart's total, the delivery cost the
 * server calculated, the promo discount, the MyACUVUE voucher's discount (after the promo, as the
 * server applies it) and the certificate's share it answered, and the points to
 * spend within the most the server allows. The order's own total is computed again by the server.
 */
export function checkoutTotals(o: {
  goods: number;
  delivery: number | null;
  promoDiscount: number;
  /** kopecks off the ACUVUE items (GET /myacuvue/checkout-vouchers' `discount`), 0 without one */
  voucherDiscount?: number;
  certificateApplicable: number;
  bonusesToSpend: number;
  maxBonuses: number;
}): TCheckoutTotals {
  const promo = Math.min(o.promoDiscount, o.goods);
  const voucher = Math.min(Math.max(0, o.voucherDiscount ?? 0), o.goods - promo);
  const beforeCertificate = Math.max(0, o.goods + (o.delivery ?? 0) - promo - voucher);
  const bonuses =
    Math.min(Math.max(0, Math.trunc(o.bonusesToSpend)), Math.max(0, o.maxBonuses)) * KOPECKS_PER_BONUS;
  const afterBonuses = Math.max(0, beforeCertificate - bonuses);
  const certificate = Math.min(o.certificateApplicable, afterBonuses);
  return {
    goods: o.goods,
    delivery: o.delivery,
    promo,
    voucher,
    certificate,
    bonuses,
    total: afterBonuses - certificate,
  };
}
