/**
 * Reads a site variable holding product ids ("12, 34;56 abc" → [12, 34, 56]); anything that is
 * not a positive integer is skipped.
 */
export function parseProductIdList(value: string | null | undefined): number[] {
  if (!value) return [];
  return value
    .split(/[^0-9]+/)
    .filter((part) => part !== "")
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}

/**
 * The notification form ('let me know') replaces the cart button for products on the zero-stock
 * list when a set is not in stock.
 */
export function shouldShowNotificationForm(input: {
  readonly productId: number;
  readonly zeroStockProductIds: readonly number[];
  readonly allSetsInStock: boolean;
}): boolean {
  return !input.allSetsInStock && input.zeroStockProductIds.includes(input.productId);
}
