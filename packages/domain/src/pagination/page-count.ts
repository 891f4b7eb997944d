/** Number of pages for `total` items, never less than 1. */
export function pageCount(total: number, perPage: number): number {
  if (!(perPage > 0) || !(total > 0)) return 1;
  return Math.max(1, Math.ceil(total / perPage));
}
