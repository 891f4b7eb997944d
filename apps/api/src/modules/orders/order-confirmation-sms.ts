import type { ISmsGateway } from "../../integrations/sms/sms-gateway.ts";
import { rublesText } from "../promotions/promo-codes.ts";
import type { TOrderRecord } from "./order-view.ts";

/** The confirmation SMS of a new order. */
export function orderConfirmationText(order: Pick<TOrderRecord, "id" | "total" | "delivery">): string {
  const how = order.delivery.type === "pickup" ? "Самовывоз" : "Доставка курьером";
  return `Заказ №${order.id} оформлен. Сумма ${rublesText(order.total)} ₽. ${how}. Спасибо за покупку!`;
}

/**
 * Sends the confirmation after the order's transaction committed. A provider failure does not undo
 * the order (it is saved and shown to the shopper); it is logged.
 */
export async function sendOrderConfirmation(
  sms: ISmsGateway,
  order: Pick<TOrderRecord, "id" | "total" | "delivery" | "customer">,
  log: { warn(object: unknown, message: string): void },
): Promise<void> {
  try {
    await sms.send({ phone: order.customer.phone, channel: "sms", text: orderConfirmationText(order) });
  } catch (err) {
    log.warn({ err, orderId: order.id }, "order confirmation SMS failed");
  }
}
