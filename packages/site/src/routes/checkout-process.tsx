import { Button } from "@optika/ui";
import { type LoaderFunctionArgs, type MetaFunction, redirect, useLoaderData } from "react-router";
import { orderMessages as m } from "../features/orders/messages.ts";
import { OrderPageFrame } from "../features/orders/OrderPageFrame.tsx";
import { orderPageMeta } from "../features/orders/order-meta.ts";
import { loadOrder, orderHashOf } from "../features/orders/order-page.server.ts";
import { canPayOnline } from "../features/orders/order-view.ts";
import styles from "../features/orders/orders.module.css";
import { PERSONAL_HEADERS } from "../features/profile/profile-data.server.ts";

/**
 * `/checkout/process/{hash}`: the order being processed. Waiting for an online payment → the
 * payment page (which starts it and goes to the provider); paid or paid on receipt → the thank-you
 * page; cancelled (e.g. its reservation ran out unpaid) → says so here. `/checkout/process` alone
 * is the checkout (301).
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  if (params.hash === undefined) throw redirect("/checkout", 301);
  const order = await loadOrder(context, orderHashOf(params));
  if (order.status !== "cancelled")
    throw redirect(canPayOnline(order) ? `/order/payment/${order.hash}` : `/order/success/${order.hash}`);
  return { hash: order.hash, number: String(order.id) };
}

export const headers = () => PERSONAL_HEADERS;
export const meta: MetaFunction = ({ matches }) =>
  orderPageMeta(matches, { title: m.cancelledTitle, description: m.orderDescription });

export default function CheckoutProcessRoute() {
  const { hash, number } = useLoaderData<typeof loader>();
  return (
    <OrderPageFrame title={m.cancelledTitle} lead={m.cancelledLead(number)}>
      <div className={styles.actions}>
        <Button href={`/order/${hash}`} size="lg">
          {m.toOrder}
        </Button>
        <Button href="/catalog" variant="secondary" size="lg">
          {m.toCatalog}
        </Button>
      </div>
    </OrderPageFrame>
  );
}
