import { Button, QuantityStepper } from "@optika/ui";
import { useState } from "react";
import { useQuickBuy } from "../quick-buy/quick-buy-context.tsx";
import { lineOfProduct, useAddToCart, useCart, useSetCartQuantity } from "./cart-queries.ts";
import { isProductNotAvailable } from "./check-available.ts";
import { cartMessages as m } from "./messages.ts";
import { showNotAvailableDialog } from "./not-available-dialog.ts";

export type TCardCartProduct = { id: number; slug: string; name: string; hasModifications: boolean };

/**
 * A product card's footer (spec §2, §4): a product with modifications opens quick-buy; one without
 * is added from the card ('В корзину', the card sends quantity "1") and then shows the cart's
 * counter, whose − at 1 removes the line. Not available (check-available) → the not-available
 * dialog instead of adding.
 */
export function CardCartActions({ product }: { product: TCardCartProduct }) {
  const quickBuy = useQuickBuy();
  const cart = useCart({ enabled: !product.hasModifications });
  const add = useAddToCart();
  const setQuantity = useSetCartQuantity();
  const [isChecking, setChecking] = useState(false);

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

  const line = lineOfProduct(cart.data, product.id);
  if (line) {
    return (
      <QuantityStepper
        value={line.quantity}
        max={line.max_quantity}
        itemName={product.name}
        onChange={(quantity) => setQuantity.mutate({ itemId: line.id, quantity })}
        isBusy={setQuantity.isPending}
        fullWidth
      />
    );
  }

  const onAdd = async () => {
    setChecking(true);
    try {
      if (await isProductNotAvailable(product.id)) {
        showNotAvailableDialog();
        return;
      }
    } finally {
      setChecking(false);
    }
    add.mutate({ product_id: product.id, quantity: "1" });
  };

  return (
    <Button fullWidth onClick={() => void onAdd()} disabled={isChecking || add.isPending} data-add-to-cart="">
      {m.addToCart}
    </Button>
  );
}
