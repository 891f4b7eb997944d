import type { TCart } from "@optika/api-contract";
import { bonusCountText } from "@optika/domain/commerce";
import { pluralRu } from "@optika/domain/language";
import { formatPrice } from "@optika/domain/money";
import { Button, CartIcon, EmptyState, SummaryList, SummaryRow } from "@optika/ui";
import { useIsMutating } from "@tanstack/react-query";
import { CatalogButtons } from "../catalog/CatalogButtons.tsx";
import { useSyncQueryWithLoader } from "../query/use-sync-query-with-loader.ts";
import { CartLineItem } from "./CartLineItem.tsx";
import styles from "./cart.module.css";
import { CART_MUTATION_KEY, CART_QUERY_KEY, useCart } from "./cart-queries.ts";
import { cartMessages as m } from "./messages.ts";

const ITEM_FORMS = ["товар", "товара", "товаров"] as const;

/** What to do with an empty cart: the lens and glasses catalogues. */
export function EmptyCart() {
  return (
    <EmptyState
      icon={<CartIcon size={36} />}
      title={m.emptyTitle}
      text={m.emptyText}
      actions={<CatalogButtons />}
    />
  );
}

function CartSummary({ cart }: { cart: TCart }) {
  const isChanging = useIsMutating({ mutationKey: CART_MUTATION_KEY }) > 0;
  return (
    <aside className={styles.summary} aria-labelledby="cart-summary" aria-busy={isChanging}>
      <h2 id="cart-summary" className={styles.summaryTitle}>
        {m.total}
      </h2>
      <SummaryList className={styles.summaryRows}>
        <SummaryRow term={m.goods} valueProps={{ "data-cart-count": "" }}>
          {m.itemsCount(cart.count, pluralRu(cart.count, ITEM_FORMS))}
        </SummaryRow>
        {cart.bonus_total > 0 ? (
          <SummaryRow
            term={m.bonusesToAccrue}
            valueProps={{ className: styles.bonus, "data-cart-bonus": "" }}
          >
            {bonusCountText(cart.bonus_total)}
          </SummaryRow>
        ) : null}
        <SummaryRow
          term={m.total}
          isTotal
          valueProps={{ className: isChanging ? styles.isChanging : undefined, "data-cart-total": "" }}
        >
          {formatPrice(cart.total)}
        </SummaryRow>
      </SummaryList>
      <Button href="/checkout" size="lg" fullWidth>
        {m.checkout}
      </Button>
    </aside>
  );
}

/**
 * The cart page's body: the server's lines and totals (rendered on the server from the loader's
 * cart, then kept by the cart query), or the empty state.
 */
export function CartView({ loaderCart }: { loaderCart: TCart }) {
  useSyncQueryWithLoader(CART_QUERY_KEY, CART_MUTATION_KEY, loaderCart);
  const { data } = useCart({ initialData: loaderCart });
  const cart = data ?? loaderCart;
  if (cart.items.length === 0) return <EmptyCart />;
  return (
    <div className={styles.layout}>
      <section className={styles.lines} aria-label={m.title}>
        {cart.items.map((item) => (
          <CartLineItem key={item.id} item={item} />
        ))}
      </section>
      <CartSummary cart={cart} />
    </div>
  );
}
