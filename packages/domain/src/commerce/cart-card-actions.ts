export type TCardAddAction = "open-quick-buy" | "add-to-cart";
export type TCardQuantityAction =
  | { readonly type: "remove" }
  | { readonly type: "update"; readonly quantity: number };

/** Products with modifications open quick-buy instead of being added from the card. */
export function cardAddAction(product: { readonly hasModifications: boolean }): TCardAddAction {
  return product.hasModifications ? "open-quick-buy" : "add-to-cart";
}

/** Changing the card counter: reaching 0 (or below) removes the item. */
export function cardQuantityAction(currentQuantity: number, delta: number): TCardQuantityAction {
  const quantity = Math.trunc(currentQuantity + delta);
  return quantity <= 0 ? { type: "remove" } : { type: "update", quantity };
}
