import { Breadcrumbs, Container } from "@optika/ui";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from "react-router";
import { CheckoutView } from "../features/checkout/CheckoutView.tsx";
import styles from "../features/checkout/checkout.module.css";
import { checkoutAction } from "../features/checkout/checkout-action.server.ts";
import { loadCheckoutPage } from "../features/checkout/checkout-page.server.ts";
import { checkoutMessages as m } from "../features/checkout/messages.ts";
import { SiteQueryProvider } from "../features/query/SiteQueryProvider.tsx";
import { pageMeta } from "../features/seo/meta.ts";
import { apiContext } from "../server/api.server.ts";

/**
 * /checkout: the shopper's own order form, rendered with their session (personal: `PERSONAL_PATH`
 * keeps it out of the shared page cache). The form posts to this route's action, which places the
 * order and sends the shopper on to pay or to the thank-you page (decision 0035).
 */
export async function loader({ context, request }: LoaderFunctionArgs) {
  return loadCheckoutPage(context.get(apiContext), request);
}

export async function action({ context, request }: ActionFunctionArgs) {
  return checkoutAction(context.get(apiContext), request);
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  ...pageMeta(matches, { title: m.title, description: m.description }),
  { name: "robots", content: "noindex" },
];

export default function CheckoutRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <Container className={styles.page}>
      <Breadcrumbs
        items={[{ label: m.home, href: "/" }, { label: m.cart, href: "/cart" }, { label: m.title }]}
      />
      <h1 className={styles.title}>{m.title}</h1>
      <SiteQueryProvider>
        <CheckoutView data={data} />
      </SiteQueryProvider>
    </Container>
  );
}
