/** Page sizes offered by the per-page menu. */
export const PER_PAGE_OPTIONS = [30, 60, 90, 120] as const;
export type TPerPage = (typeof PER_PAGE_OPTIONS)[number];
export const DEFAULT_PER_PAGE: TPerPage = 30;

export function isPerPageOption(value: number): value is TPerPage {
  return (PER_PAGE_OPTIONS as readonly number[]).includes(value);
}
