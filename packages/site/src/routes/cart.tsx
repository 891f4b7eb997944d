import type { TCart } from "@optika/api-contract";
import { Breadcrumbs, Container } from "@optika/ui";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { CartView } from "../features/cart/CartView.tsx";
import styles from "../features/cart/cart.module.css";
import { cartMessages as m } from "../features/cart/messages.ts";
import { SiteQueryProvider } from "../features/query/SiteQueryProvider.tsx";
import { pageMeta } from "../features/seo/meta.ts";
import { apiContext } from "../server/api.server.ts";

const EMPTY_CART: TCart = { items: [], count: 0, total: 0, bonus_total: 0, city_id: 0 };

/**
 * The shopper's own cart, rendered on the server with their session (the page is personal:
 * `PERSONAL_PATH` keeps it out of the shared page cache; decision 0024). A failed read shows the
 * empty cart, and the browser's cart query tries again.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const response = await context.get(apiContext).cart.getCart();
  return { cart: response.status === 200 ? response.body : EMPTY_CART };
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  ...pageMeta(matches, { title: m.title, description: m.description }),
  { name: "robots", content: "noindex" },
];

export default function CartRoute() {
  const { cart } = useLoaderData<typeof loader>();
  return (
    <Container className={styles.page}>
      <Breadcrumbs items={[{ label: m.home, href: "/" }, { label: m.title }]} />
      <h1 className={styles.title}>{m.title}</h1>
      <SiteQueryProvider>
        <CartView loaderCart={cart} />
      </SiteQueryProvider>
    </Container>
  );
}
