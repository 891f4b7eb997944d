import { CERTIFICATE_PRODUCT_ID } from "@optika/domain/constants";
import type { ILastOrder } from "../shopper/shopper-api.ts";

const PAID = "1";

function holdsCertificate(order: ILastOrder): boolean {
  return order.items.some((item) => item.product_id === CERTIFICATE_PRODUCT_ID);
}

/**
 * spec §7 last orders: a paid order holding the gift certificate (9907) reaches goal 'pay_sert';
 * the checked orders are saved, except unpaid ones holding the certificate (checked again later,
 * once paid).
 */
export function lastOrdersCheck(orders: ILastOrder[]): { paidCertificateOrders: number[]; toSave: number[] } {
  return {
    paidCertificateOrders: orders
      .filter((o) => o.payment_status === PAID && holdsCertificate(o))
      .map((o) => o.id),
    toSave: orders.filter((o) => o.payment_status === PAID || !holdsCertificate(o)).map((o) => o.id),
  };
}
