import type { TWishlist } from "@optika/api-contract";
import { Breadcrumbs, Container } from "@optika/ui";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import styles from "../features/cart/cart.module.css";
import { SiteQueryProvider } from "../features/query/SiteQueryProvider.tsx";
import { pageMeta } from "../features/seo/meta.ts";
import { wishlistMessages as m } from "../features/wishlist/messages.ts";
import { WishlistView } from "../features/wishlist/WishlistView.tsx";
import { apiContext } from "../server/api.server.ts";

const EMPTY_WISHLIST: TWishlist = { items: [], count: 0 };

/** The shopper's saved products, rendered with their session (personal: `PERSONAL_PATH`, decision 0024). */
export async function loader({ context }: LoaderFunctionArgs) {
  const response = await context.get(apiContext).wishlist.getWishlist();
  return { wishlist: response.status === 200 ? response.body : EMPTY_WISHLIST };
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  ...pageMeta(matches, { title: m.title, description: m.description }),
  { name: "robots", content: "noindex" },
];

export default function WishlistRoute() {
  const { wishlist } = useLoaderData<typeof loader>();
  return (
    <Container className={styles.page}>
      <Breadcrumbs items={[{ label: m.home, href: "/" }, { label: m.title }]} />
      <h1 className={styles.title}>{m.title}</h1>
      <SiteQueryProvider>
        <WishlistView loaderWishlist={wishlist} />
      </SiteQueryProvider>
    </Container>
  );
}
