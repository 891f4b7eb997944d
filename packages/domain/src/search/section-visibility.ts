import { LIMITS } from "../constants/business-constants.ts";

export type TSearchSection =
  | "articles"
  | "lensOptions"
  | "videos"
  | "categories"
  | "products"
  | "specialists"
  | "services"
  | "questions";

/** The active category id that makes a section show all its items. */
export const SECTION_SHOW_ALL_CATEGORY_ID: Readonly<Partial<Record<TSearchSection, number>>> = {
  articles: 5,
  videos: 5,
  services: 5,
  questions: 5,
  categories: 3,
  specialists: 4,
};

export const SECTION_PREVIEW_SIZE = LIMITS.searchSectionPreview;

/** A section shows all items when the active category id is its own. */
export function sectionShowsAll(
  section: TSearchSection,
  activeCategoryId: number | null | undefined,
): boolean {
  const id = SECTION_SHOW_ALL_CATEGORY_ID[section];
  return id !== undefined && id === activeCategoryId;
}

/** The items a section shows: 3 with 'Показать еще', or all of them for its active category. */
export function visibleSectionItems<T>(
  section: TSearchSection,
  items: readonly T[],
  activeCategoryId: number | null | undefined,
): { readonly items: readonly T[]; readonly hasMore: boolean } {
  if (sectionShowsAll(section, activeCategoryId)) return { items, hasMore: false };
  return { items: items.slice(0, SECTION_PREVIEW_SIZE), hasMore: items.length > SECTION_PREVIEW_SIZE };
}
