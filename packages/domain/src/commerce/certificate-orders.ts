import { CERTIFICATE_PRODUCT_ID, GOALS } from "../constants/business-constants.ts";

export type TOrderSummary = {
  readonly id: number;
  /** '1' = paid. */
  readonly paymentStatus: string | number | null;
  readonly productIds: readonly number[];
};

export function isOrderPaid(order: TOrderSummary): boolean {
  return String(order.paymentStatus) === "1";
}

function holdsCertificate(order: TOrderSummary): boolean {
  return order.productIds.includes(CERTIFICATE_PRODUCT_ID);
}

/** Order ids for commerce-orders-save: all but unpaid orders containing the certificate 9907. */
export function commerceOrderIdsToSave(orders: readonly TOrderSummary[]): number[] {
  return orders.filter((order) => isOrderPaid(order) || !holdsCertificate(order)).map((order) => order.id);
}

/** The 'pay_sert' goal is sent when a paid order holds the certificate 9907. */
export function paySertGoal(order: TOrderSummary): typeof GOALS.paySert | null {
  return isOrderPaid(order) && holdsCertificate(order) ? GOALS.paySert : null;
}
