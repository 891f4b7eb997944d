import { DEFAULT_CITY } from "@optika/domain/constants";
import { Button } from "@optika/ui";
import { PurchaseDialog } from "@optika/ui/quick-buy-dialog";
import { Link } from "react-router";
import { useLayoutData } from "../layout/use-layout.ts";
import { SiteQueryProvider } from "../query/SiteQueryProvider.tsx";
import { LensPurchase } from "./LensPurchase.tsx";
import { quickBuyMessages as m } from "./messages.ts";
import styles from "./quick-buy.module.css";
import type { TQuickBuyTarget } from "./quick-buy-context.tsx";
import { usePurchaseProduct } from "./use-purchase-product.ts";

/**
 * The quick-buy popup (spec §4), a lazily loaded chunk: loads the product, then shows the lens
 * purchase; closes once the lines are in the cart.
 */
export default function QuickBuyDialog({
  target,
  isOpen,
  onOpenChange,
}: {
  target: TQuickBuyTarget;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const layout = useLayoutData();
  const loaded = usePurchaseProduct(target.productId);
  return (
    <PurchaseDialog isOpen={isOpen} onOpenChange={onOpenChange} title={target.name}>
      {loaded.state === "loading" ? (
        <p className={styles.status} role="status">
          {m.loading}
        </p>
      ) : null}
      {loaded.state === "error" ? (
        <div className={styles.actions}>
          <p className={`${styles.status} ${styles.statusNo}`} role="alert">
            {m.loadFailed}
          </p>
          <Button variant="secondary" onClick={loaded.retry}>
            {m.retry}
          </Button>
        </div>
      ) : null}
      {loaded.state === "ready" ? (
        <>
          <SiteQueryProvider>
            <LensPurchase
              product={loaded.product}
              cityId={layout?.city.id ?? DEFAULT_CITY.id}
              cityName={layout?.city.name ?? DEFAULT_CITY.name}
              preset={target.preset}
              onAdded={() => onOpenChange(false)}
            />
          </SiteQueryProvider>
          <p className={styles.more}>
            <Link to={loaded.product.url} className={styles.link} onClick={() => onOpenChange(false)}>
              {m.toProduct}
            </Link>
          </p>
        </>
      ) : null}
    </PurchaseDialog>
  );
}
