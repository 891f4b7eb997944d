import type { TCartItem } from "@optika/api-contract";
import { buildImageSet } from "@optika/domain/images";
import { CartLine, QuantityStepper } from "@optika/ui";
import { lineEyeLabel, lineParameters } from "./cart-line-view.ts";
import { useRemoveCartItem, useSetCartQuantity } from "./cart-queries.ts";
import { cartMessages as m } from "./messages.ts";

/** One line of /cart wired to the cart's mutations (quantity within `max_quantity`, 0 removes). */
export function CartLineItem({ item }: { item: TCartItem }) {
  const setQuantity = useSetCartQuantity();
  const remove = useRemoveCartItem();
  const image = item.product.image_id === null ? null : buildImageSet(item.product.image_id);
  const isAtMax = item.quantity >= item.max_quantity;
  return (
    <CartLine
      name={item.product.name}
      href={item.product.url}
      imageUrl={image?.src ?? null}
      imageSources={image?.sources}
      eyeLabel={lineEyeLabel(item)}
      parameters={lineParameters(item)}
      unitPrice={item.unit_price}
      unitPriceOld={item.unit_price_old}
      lineTotal={item.line_total}
      isPending={setQuantity.isPending || remove.isPending}
      note={isAtMax && item.max_quantity > 0 ? m.maxReached(item.max_quantity) : null}
      quantity={
        <QuantityStepper
          value={item.quantity}
          max={item.max_quantity}
          itemName={item.product.name}
          size="sm"
          isBusy={setQuantity.isPending}
          onChange={(quantity) => setQuantity.mutate({ itemId: item.id, quantity })}
        />
      }
      onRemove={() => remove.mutate({ itemId: item.id })}
    />
  );
}
