import { Button } from "@optika/ui";
import { usePurchaseEvent } from "../analytics/use-purchase-event.ts";
import { orderMessages as m } from "./messages.ts";
import { OrderDetails } from "./OrderDetails.tsx";
import { OrderPageFrame } from "./OrderPageFrame.tsx";
import { OrderStatus } from "./OrderStatus.tsx";
import type { TOrderView } from "./order-view.ts";
import styles from "./orders.module.css";
import { PayButton } from "./PayButton.tsx";
import { usePaymentWait } from "./use-payment-wait.ts";

/** What happens next, by how the order is received and paid. */
function nextSteps(order: TOrderView): string[] {
  const steps: string[] = [order.delivery.kind === "pickup" ? m.nextPickup : m.nextCourier];
  if (!order.isPaid) steps.push(order.isOnline ? m.nextPayOnline : m.nextPayOnReceipt);
  steps.push(m.nextSms);
  return steps;
}

/**
 * The thank-you page of an order (`/order/success/{hash}`, `/checkout/success`): its number, what
 * was ordered, how it is received, what happens next; for a signed-in shopper the way to their
 * orders. An online order back from the provider but not yet marked paid says so and checks again.
 */
export function OrderThanks({ order, isSignedIn }: { order: TOrderView; isSignedIn: boolean }) {
  const isWaitingForPayment = order.isOnline && !order.isPaid && order.status.code !== "cancelled";
  usePaymentWait(isWaitingForPayment);
  usePurchaseEvent(order);
  return (
    <OrderPageFrame title={m.successTitle} lead={m.successLead(order.number, order.placedAt)}>
      {order.isPaid ? (
        <p className={styles.notice} role="status">
          {m.successPaid}
        </p>
      ) : null}
      {isWaitingForPayment && order.canPay ? (
        <p className={`${styles.notice} ${styles.pending}`} role="status">
          {m.successPaymentPending}
        </p>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.aside}>
          <OrderStatus order={order} />
          <section className={styles.panel} aria-labelledby="order-next">
            <h2 id="order-next" className={styles.heading}>
              {m.nextTitle}
            </h2>
            <ul className={styles.next}>
              {nextSteps(order).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
            <div className={styles.actions}>
              {order.canPay ? <PayButton hash={order.hash} label={m.pay} /> : null}
              <Button href={`/order/${order.hash}`} variant="secondary">
                {m.toOrder}
              </Button>
              {isSignedIn ? (
                <Button href="/profile/orders" variant="secondary">
                  {m.toProfileOrders}
                </Button>
              ) : null}
              <Button href="/catalog" variant="ghost">
                {m.toCatalog}
              </Button>
            </div>
          </section>
        </div>
        <OrderDetails order={order} />
      </div>
    </OrderPageFrame>
  );
}
