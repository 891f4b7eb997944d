import { paginationMessages } from "./messages.ts";
import { pageCount } from "./page-count.ts";

/** "Показано 31 - 60 из 95" for page 2 of 30 per page; a page past the end is clamped to the last. */
export function shownRangeText(page: number, perPage: number, total: number): string {
  const safeTotal = Math.max(0, Math.floor(total));
  if (safeTotal === 0 || !(perPage > 0)) return paginationMessages.shownRange(0, 0, safeTotal);
  const lastPage = pageCount(safeTotal, perPage);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), lastPage);
  const from = (current - 1) * perPage + 1;
  const to = Math.min(current * perPage, safeTotal);
  return paginationMessages.shownRange(from, to, safeTotal);
}
