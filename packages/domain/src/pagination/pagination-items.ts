export type TPaginationItem = number | "ellipsis";

/** Pages shown at each end and on each side of the current page. */
const BOUNDARY = 1;
const SIBLINGS = 1;
/** Slots in the layout: first, ellipsis, 3 around current, ellipsis, last. */
const SLOTS = 2 * BOUNDARY + 2 * SIBLINGS + 3;

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

/**
 * Numbered pages with ellipses, always the same width once there are more than 7 pages:
 * (1, 10) → 1 2 3 4 5 … 10; (5, 10) → 1 … 4 5 6 … 10; (10, 10) → 1 … 6 7 8 9 10.
 * An ellipsis never hides a single page. `page` is clamped into 1…pageCount.
 */
export function paginationItems(page: number, pageCount: number): Array<number | "ellipsis"> {
  const last = Math.max(1, Math.floor(pageCount) || 1);
  if (last <= SLOTS) return range(1, last);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), last);
  const siblingsStart = Math.max(
    Math.min(current - SIBLINGS, last - BOUNDARY - 2 * SIBLINGS - 1),
    BOUNDARY + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(current + SIBLINGS, BOUNDARY + 2 * SIBLINGS + 2),
    last - BOUNDARY - 1,
  );
  const items: TPaginationItem[] = [...range(1, BOUNDARY)];
  items.push(siblingsStart > BOUNDARY + 2 ? "ellipsis" : BOUNDARY + 1);
  items.push(...range(siblingsStart, siblingsEnd));
  items.push(siblingsEnd < last - BOUNDARY - 1 ? "ellipsis" : last - BOUNDARY);
  items.push(...range(last - BOUNDARY + 1, last));
  return items;
}
