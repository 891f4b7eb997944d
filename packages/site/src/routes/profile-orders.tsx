import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { requireUser } from "../features/auth/require-user.server.ts";
import { orderMessages as m } from "../features/orders/messages.ts";
import { ProfileOrders } from "../features/orders/ProfileOrders.tsx";
import { PROFILE_ORDERS_SHOWN, profileOrderView } from "../features/orders/profile-order-view.ts";
import { ProfileFrame } from "../features/profile/ProfileFrame.tsx";
import { PERSONAL_HEADERS, profileBody } from "../features/profile/profile-data.server.ts";
import { personalPageMeta } from "../features/profile/profile-meta.ts";
import { SiteQueryProvider } from "../features/query/SiteQueryProvider.tsx";
import { apiContext } from "../server/api.server.ts";

/** `/profile/orders`: the signed-in shopper's orders with 'Повторить заказ' (guests → /authorization). */
export async function loader({ context, url }: LoaderFunctionArgs) {
  await requireUser({ url, context });
  const answer = await context.get(apiContext).orders.listCommerceOrders({ query: { expand: "items" } });
  const orders = profileBody(url, answer);
  return { orders: orders.slice(0, PROFILE_ORDERS_SHOWN).map(profileOrderView) };
}

export const headers = () => PERSONAL_HEADERS;
export const meta: MetaFunction = ({ matches }) => personalPageMeta(matches, m.orders);

export default function ProfileOrdersRoute() {
  const { orders } = useLoaderData<typeof loader>();
  return (
    <ProfileFrame title={m.orders}>
      <SiteQueryProvider>
        <ProfileOrders orders={orders} />
      </SiteQueryProvider>
    </ProfileFrame>
  );
}
