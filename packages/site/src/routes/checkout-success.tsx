import { Button } from "@optika/ui";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { currentUser } from "../features/auth/require-user.server.ts";
import { orderMessages as m } from "../features/orders/messages.ts";
import { OrderPageFrame } from "../features/orders/OrderPageFrame.tsx";
import { OrderThanks } from "../features/orders/OrderThanks.tsx";
import { orderPageMeta } from "../features/orders/order-meta.ts";
import { loadOrderView, orderHashOf } from "../features/orders/order-page.server.ts";
import styles from "../features/orders/orders.module.css";
import { PERSONAL_HEADERS } from "../features/profile/profile-data.server.ts";

/**
 * `/checkout/success?order={hash}`: the same thank-you page as `/order/success/{hash}` (decision
 * 0036); without an order it says that none has been placed yet and leads to the cart.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const hash = new URL(request.url).searchParams.get("order");
  const user = currentUser({ context });
  if (!hash) return { order: null, isSignedIn: (await user) !== null };
  const order = await loadOrderView(context, orderHashOf({ hash }));
  return { order, isSignedIn: (await user) !== null };
}

export const headers = () => PERSONAL_HEADERS;
export const meta: MetaFunction<typeof loader> = ({ matches, loaderData }) =>
  orderPageMeta(matches, {
    title: loaderData?.order ? m.successTitle : m.checkoutSuccessEmptyTitle,
    description: m.orderDescription,
  });

export default function CheckoutSuccessRoute() {
  const { order, isSignedIn } = useLoaderData<typeof loader>();
  if (order) return <OrderThanks order={order} isSignedIn={isSignedIn} />;
  return (
    <OrderPageFrame title={m.checkoutSuccessEmptyTitle} lead={m.checkoutSuccessEmpty}>
      <div className={styles.actions}>
        <Button href="/cart" size="lg">
          {m.toCart}
        </Button>
        {isSignedIn ? (
          <Button href="/profile/orders" variant="secondary" size="lg">
            {m.toProfileOrders}
          </Button>
        ) : null}
      </div>
    </OrderPageFrame>
  );
}
