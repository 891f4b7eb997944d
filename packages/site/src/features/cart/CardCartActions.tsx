import { Button, QuantityStepper } from "@optika/ui";
import { useState } from "react";
import { useCardShopper } from "../catalog/card-shopper-state.tsx";
import { useQuickBuy } from "../quick-buy/quick-buy-context.tsx";
import { lineOfProduct } from "./cart-queries.ts";
import { isProductNotAvailable } from "./check-available.ts";
import { cartMessages as m } from "./messages.ts";
import { showNotAvailableDialog } from "./not-available-dialog.ts";

export type TCardCartProduct = { id: number; slug: string; name: string; hasModifications: boolean };

/**
 * A product card's footer (spec §2, §4): a product with modifications opens quick-buy; one without
 * is added from the card ('В корзину', the card sends quantity "1") and then shows the cart's
 * counter, whose − at 1 removes the line. Not available (check-available) → the not-available
 * dialog instead of adding. The cart and its changes come from the list (`CardShopperProvider`).
 */
export function CardCartActions({ product }: { product: TCardCartProduct }) {
  const quickBuy = useQuickBuy();
  const shopper = useCardShopper();
  const [isBusy, setBusy] = useState(false);
  const whileBusy = async (change: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await change();
    } catch {
      // the change's own handler has told the shopper (a toast) and rolled the cart back
    } finally {
      setBusy(false);
    }
  };

  if (product.hasModifications) {
    return (
      <Button
        fullWidth
        variant="secondary"
        onClick={() => quickBuy.open({ productId: product.id, slug: product.slug, name: product.name })}
      >
        {m.buy}
      </Button>
    );
  }

  const line = lineOfProduct(shopper.cart, product.id);
  if (line) {
    return (
      <QuantityStepper
        value={line.quantity}
        max={line.max_quantity}
        itemName={product.name}
        onChange={(quantity) => void whileBusy(() => shopper.setCartQuantity({ itemId: line.id, quantity }))}
        isBusy={isBusy}
        fullWidth
      />
    );
  }

  const onAdd = () =>
    whileBusy(async () => {
      if (await isProductNotAvailable(product.id)) {
        showNotAvailableDialog();
        return;
      }
      await shopper.addToCart({ product_id: product.id, quantity: "1" });
    });

  return (
    <Button fullWidth onClick={() => void onAdd()} disabled={isBusy} data-add-to-cart="">
      {m.addToCart}
    </Button>
  );
}
