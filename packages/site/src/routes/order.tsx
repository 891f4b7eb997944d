import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { orderMessages as m } from "../features/orders/messages.ts";
import { OrderDetails } from "../features/orders/OrderDetails.tsx";
import { OrderPageFrame } from "../features/orders/OrderPageFrame.tsx";
import { OrderStatus } from "../features/orders/OrderStatus.tsx";
import { orderPageMeta } from "../features/orders/order-meta.ts";
import { loadOrderView, orderHashOf } from "../features/orders/order-page.server.ts";
import styles from "../features/orders/orders.module.css";
import { PayButton } from "../features/orders/PayButton.tsx";
import { PERSONAL_HEADERS } from "../features/profile/profile-data.server.ts";

/** `/order/{hash}`: the order by its unguessable hash (status, history, items per eye, delivery, totals). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  return { order: await loadOrderView(context, orderHashOf(params)) };
}

export const headers = () => PERSONAL_HEADERS;
export const meta: MetaFunction<typeof loader> = ({ matches, loaderData }) =>
  orderPageMeta(matches, {
    title: loaderData ? m.orderTitle(loaderData.order.number) : m.orders,
    description: m.orderDescription,
  });

export default function OrderRoute() {
  const { order } = useLoaderData<typeof loader>();
  return (
    <OrderPageFrame title={m.orderTitle(order.number)} lead={m.placedAt(order.placedAt)}>
      <div className={styles.layout}>
        <div className={styles.aside}>
          <OrderStatus order={order} withHistory />
          {order.canPay ? <PayButton hash={order.hash} label={m.pay} /> : null}
        </div>
        <OrderDetails order={order} />
      </div>
    </OrderPageFrame>
  );
}
