import { type LoaderFunctionArgs, redirect } from "react-router";
import { loadOrder, orderHashOf } from "../features/orders/order-page.server.ts";
import { canPayOnline } from "../features/orders/order-view.ts";

/**
 * `/checkout/process/{hash}`: the order being processed. Waiting for an online payment → the
 * payment page (which starts it and goes to the provider); otherwise (paid, paid on receipt) → the
 * thank-you page. `/checkout/process` alone is the checkout (301). No page of its own: it only
 * sends on.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  if (params.hash === undefined) return redirect("/checkout", 301);
  const order = await loadOrder(context, orderHashOf(params));
  return redirect(canPayOnline(order) ? `/order/payment/${order.hash}` : `/order/success/${order.hash}`);
}
