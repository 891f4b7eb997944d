import { ORDER_MESSAGES, ZIdempotencyKey } from "@optika/api-contract";
import { Button } from "@optika/ui";
import { type ActionFunctionArgs, data, type MetaFunction, redirect, useActionData } from "react-router";
import { serverMessages } from "../features/cart/shopper-request.ts";
import { requestForm } from "../features/forms/request-form.server.ts";
import { CART_BADGE_AFTER_ORDER } from "../features/orders/cart-badge-after-order.ts";
import { checkoutBodyOf, idempotencyKeyOf } from "../features/orders/checkout-form-body.ts";
import { orderMessages as m } from "../features/orders/messages.ts";
import { OrderPageFrame } from "../features/orders/OrderPageFrame.tsx";
import { orderPageMeta } from "../features/orders/order-meta.ts";
import { afterCheckoutPath } from "../features/orders/order-page.server.ts";
import styles from "../features/orders/orders.module.css";
import { PERSONAL_HEADERS } from "../features/profile/profile-data.server.ts";
import { apiContext } from "../server/api.server.ts";

/** Nothing to show on a plain visit: the checkout is at `/checkout`. */
export function loader() {
  return redirect("/checkout");
}

/**
 * The checkout form posted without JavaScript: `POST /checkout/process/new` with the form's fields
 * (read tolerantly, `checkout-form-body.ts`) and the Idempotency-Key of its hidden field (a second
 * submission of the same form is the same order; a form without one gets a fresh key). Created →
 * the payment page (online) or the thank-you page; refused → this page with the API's messages
 * and the way back to the form.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await requestForm(request);
  const key = idempotencyKeyOf(form) ?? crypto.randomUUID();
  // a key the API would refuse, or one not even sendable as a header (a NUL): its 400 here
  if (!ZIdempotencyKey.safeParse(key).success)
    return data({ messages: [ORDER_MESSAGES.idempotencyKeyRequired] }, { status: 400 });
  const answer = await context.get(apiContext).orders.createOrder({
    headers: { "idempotency-key": key },
    body: checkoutBodyOf(form),
  });
  if (answer.status === 200 || answer.status === 201) {
    throw redirect(afterCheckoutPath(answer.body.order, answer.body.paymentRequired), {
      status: 303,
      headers: CART_BADGE_AFTER_ORDER,
    });
  }
  const messages = serverMessages(answer.body);
  return data(
    { messages: messages.length > 0 ? messages : [m.processNewFailed] },
    { status: answer.status >= 500 ? 502 : answer.status },
  );
}

export const headers = () => PERSONAL_HEADERS;
export const meta: MetaFunction = ({ matches }) =>
  orderPageMeta(matches, { title: m.processNewTitle, description: m.processNewFailed });

export default function CheckoutProcessNewRoute() {
  const result = useActionData<typeof action>();
  return (
    <OrderPageFrame title={m.processNewTitle}>
      <div className={styles.error} role="alert">
        {(result?.messages ?? [m.processNewFailed]).map((message) => (
          <p key={message} className={styles.line}>
            {message}
          </p>
        ))}
      </div>
      <div className={styles.actions}>
        <Button href="/checkout" size="lg">
          {m.backToCheckout}
        </Button>
        <Button href="/cart" variant="secondary" size="lg">
          {m.toCart}
        </Button>
      </div>
    </OrderPageFrame>
  );
}
