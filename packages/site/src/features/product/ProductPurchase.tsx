import { Button } from "@optika/ui";
import { lazy, Suspense } from "react";
import { useAddToCart } from "../cart/cart-queries.ts";
import { quickBuyMessages } from "../quick-buy/messages.ts";
import { usePurchaseProduct } from "../quick-buy/use-purchase-product.ts";
import { productMessages as m } from "./messages.ts";
import styles from "./product.module.css";
import type { TProductPage } from "./product-page.ts";

// the cascade, its view and the phone mask arrive after hydration, with the product's modifications
const LensPurchase = lazy(() =>
  import("../quick-buy/LensPurchase.tsx").then((module) => ({ default: module.LensPurchase })),
);

const loadingText = (
  <p className={styles.hint} role="status">
    {quickBuyMessages.loading}
  </p>
);

/** Products with modifications: the lens purchase (the same component as quick-buy), fed in the browser. */
function ModificationsPurchase({
  productId,
  cityId,
  cityName,
}: {
  productId: number;
  cityId: number;
  cityName: string;
}) {
  const loaded = usePurchaseProduct(productId);
  if (loaded.state === "ready")
    return (
      <Suspense fallback={loadingText}>
        <LensPurchase product={loaded.product} cityId={cityId} cityName={cityName} />
      </Suspense>
    );
  if (loaded.state === "error")
    return (
      <div className={styles.purchaseState}>
        <p className={styles.stockNo} role="alert">
          {quickBuyMessages.loadFailed}
        </p>
        <Button variant="secondary" onClick={loaded.retry}>
          {quickBuyMessages.retry}
        </Button>
      </div>
    );
  return loadingText;
}

/** A product without modifications goes to the cart as it is. */
function PlainPurchase({ productId }: { productId: number }) {
  const addToCart = useAddToCart();
  return (
    <Button
      variant="primary"
      size="lg"
      disabled={addToCart.isPending}
      data-add-to-cart=""
      onClick={() => addToCart.mutate({ product_id: productId, quantity: 1 })}
    >
      {addToCart.isPending ? quickBuyMessages.adding : quickBuyMessages.addToCart}
    </Button>
  );
}

/**
 * The product page's purchase block: the parameters (per eye for lenses) and 'В корзину' under
 * 'Параметры'; a product without modifications has the button alone, no heading over it.
 */
export function ProductPurchase({
  product,
  cityId,
  cityName,
}: {
  product: TProductPage;
  cityId: number;
  cityName: string;
}) {
  if (product.isNotAvailable) return null;
  if (product.groups.length === 0)
    return (
      <div className={styles.purchase}>
        <PlainPurchase productId={product.id} />
      </div>
    );
  return (
    <section className={styles.variants} aria-labelledby="product-parameters">
      <h2 id="product-parameters" className={styles.subTitle}>
        {m.parameters}
      </h2>
      <ModificationsPurchase productId={product.id} cityId={cityId} cityName={cityName} />
    </section>
  );
}
