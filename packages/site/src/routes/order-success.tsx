import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { currentUser } from "../features/auth/require-user.server.ts";
import { orderMessages as m } from "../features/orders/messages.ts";
import { OrderThanks } from "../features/orders/OrderThanks.tsx";
import { orderPageMeta } from "../features/orders/order-meta.ts";
import { loadOrderView, orderHashOf } from "../features/orders/order-page.server.ts";
import { PERSONAL_HEADERS } from "../features/profile/profile-data.server.ts";

/** `/order/success/{hash}`: the thank-you page (the payment provider returns here after paying). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const [order, user] = await Promise.all([
    loadOrderView(context, orderHashOf(params)),
    currentUser({ context }),
  ]);
  return { order, isSignedIn: user !== null };
}

export const headers = () => PERSONAL_HEADERS;
export const meta: MetaFunction<typeof loader> = ({ matches, loaderData }) =>
  orderPageMeta(matches, {
    title: loaderData ? `${m.successTitle} ${m.orderTitle(loaderData.order.number)}` : m.successTitle,
    description: m.orderDescription,
  });

export default function OrderSuccessRoute() {
  const { order, isSignedIn } = useLoaderData<typeof loader>();
  return <OrderThanks order={order} isSignedIn={isSignedIn} />;
}
