import { Button } from "@optika/ui";
import { type LoaderFunctionArgs, type MetaFunction, redirect, useLoaderData } from "react-router";
import { orderMessages as m } from "../features/orders/messages.ts";
import { OrderDetails } from "../features/orders/OrderDetails.tsx";
import { OrderPageFrame } from "../features/orders/OrderPageFrame.tsx";
import { OrderStatus } from "../features/orders/OrderStatus.tsx";
import { orderPageMeta } from "../features/orders/order-meta.ts";
import { loadOrderView, orderHashOf } from "../features/orders/order-page.server.ts";
import styles from "../features/orders/orders.module.css";
import { PayButton } from "../features/orders/PayButton.tsx";
import { PERSONAL_HEADERS } from "../features/profile/profile-data.server.ts";

/**
 * `/order/payment/cancel/{hash}`: the provider sends the shopper here when the payment was cancelled
 * or declined; 'Оплатить снова' starts a new attempt. An order paid meanwhile goes to its
 * thank-you page; one with nothing to pay online (paid on receipt, cancelled) to its own page.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const order = await loadOrderView(context, orderHashOf(params));
  if (order.isPaid) throw redirect(`/order/success/${order.hash}`);
  if (!order.canPay) throw redirect(`/order/${order.hash}`);
  return { order };
}

export const headers = () => PERSONAL_HEADERS;
export const meta: MetaFunction = ({ matches }) =>
  orderPageMeta(matches, { title: m.paymentCancelledTitle, description: m.orderDescription });

export default function OrderPaymentCancelRoute() {
  const { order } = useLoaderData<typeof loader>();
  return (
    <OrderPageFrame title={m.paymentCancelledTitle} lead={m.paymentCancelledLead(order.number)}>
      <div className={styles.layout}>
        <div className={styles.aside}>
          <OrderStatus order={order} />
          {order.canPay ? <PayButton hash={order.hash} label={m.payAgain} /> : null}
          <Button href={`/order/${order.hash}`} variant="secondary" size="lg" fullWidth>
            {m.toOrder}
          </Button>
        </div>
        <OrderDetails order={order} />
      </div>
    </OrderPageFrame>
  );
}
