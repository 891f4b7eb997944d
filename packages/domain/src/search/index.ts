export {
  citiesOfRegion,
  cityLabel,
  regionsWithCities,
  searchCities,
  type TCity,
  type TCityHit,
  type TRegion,
} from "./city-search.ts";
export { citySearchKey, cyrillicLayoutToLatin, foldYo, latinLayoutToCyrillic } from "./keyboard-layout.ts";
export { searchMessages } from "./messages.ts";
export {
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  SEARCH_PAGE_SIZE,
  searchPageHref,
  shouldSearch,
} from "./search-query-rules.ts";
export {
  SECTION_PREVIEW_SIZE,
  SECTION_SHOW_ALL_CATEGORY_ID,
  sectionShowsAll,
  type TSearchSection,
  visibleSectionItems,
} from "./section-visibility.ts";
export { cyrillicToLatin, latinToCyrillic } from "./transliteration.ts";
