import { Button } from "@optika/ui";
import {
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  redirectDocument,
  useLoaderData,
} from "react-router";
import { orderMessages as m } from "../features/orders/messages.ts";
import { OrderPageFrame } from "../features/orders/OrderPageFrame.tsx";
import { orderPageMeta } from "../features/orders/order-meta.ts";
import { orderHashOf } from "../features/orders/order-page.server.ts";
import styles from "../features/orders/orders.module.css";
import { PayButton } from "../features/orders/PayButton.tsx";
import { startPayment } from "../features/orders/start-payment.server.ts";
import { PERSONAL_HEADERS } from "../features/profile/profile-data.server.ts";

/**
 * `/order/payment/{hash}` starts the online payment (`POST /orders/{hash}/payment`) and sends the
 * browser to the provider's page; a paid order goes to its thank-you page, an order that cannot be
 * paid online to its page, an unknown hash is the 404 page. When the provider does not answer, the
 * page says so and offers to try again.
 */
async function pay({ params, context }: LoaderFunctionArgs) {
  const hash = orderHashOf(params);
  const outcome = await startPayment(context, hash);
  // the provider's page is no route of the app: a client-side navigation (after the checkout's
  // submit) must become a document load, or the router would render it as a missing page
  if (outcome.kind === "redirect") throw (outcome.isProviderPage ? redirectDocument : redirect)(outcome.to);
  return { hash, message: outcome.message };
}

export const loader = pay;
/** The 'Оплатить' form of the order pages posts here (a document navigation). */
export const action = pay;

export const headers = () => PERSONAL_HEADERS;
export const meta: MetaFunction = ({ matches }) =>
  orderPageMeta(matches, { title: m.paymentFailedTitle, description: m.paymentFailed });

export default function OrderPaymentRoute() {
  const { hash, message } = useLoaderData<typeof loader>();
  return (
    <OrderPageFrame title={m.paymentFailedTitle}>
      <p className={styles.error} role="alert">
        {message}
      </p>
      <div className={styles.actions}>
        <PayButton hash={hash} label={m.retry} />
        <Button href={`/order/${hash}`} variant="secondary" size="lg">
          {m.toOrder}
        </Button>
      </div>
    </OrderPageFrame>
  );
}
