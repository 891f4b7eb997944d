import type { TWishlist } from "@optika/api-contract";
import { EmptyState, HeartIcon } from "@optika/ui";
import { CatalogButtons } from "../catalog/CatalogButtons.tsx";
import { cardView } from "../catalog/card-product.ts";
import { ProductList } from "../catalog/ProductList.tsx";
import { useSyncQueryWithLoader } from "../query/use-sync-query-with-loader.ts";
import { wishlistMessages as m } from "./messages.ts";
import { useWishlist, WISHLIST_QUERY_KEY } from "./wishlist-queries.ts";

/** What to do with an empty wishlist. */
export function EmptyWishlist() {
  return (
    <EmptyState
      icon={<HeartIcon size={36} />}
      title={m.emptyTitle}
      text={m.emptyText}
      actions={<CatalogButtons />}
    />
  );
}

/**
 * The wishlist page's body: saved products as cards (the heart removes one, the footer adds it to
 * the cart or opens quick-buy), or the empty state. Server-rendered from the loader's list.
 */
export function WishlistView({ loaderWishlist }: { loaderWishlist: TWishlist }) {
  useSyncQueryWithLoader(WISHLIST_QUERY_KEY, WISHLIST_QUERY_KEY, loaderWishlist);
  const { data } = useWishlist({ initialData: loaderWishlist });
  const products = (data ?? loaderWishlist).items.flatMap((item) =>
    item.product ? [cardView(item.product)] : [],
  );
  if (products.length === 0) return <EmptyWishlist />;
  return <ProductList products={products} label={m.title} />;
}
