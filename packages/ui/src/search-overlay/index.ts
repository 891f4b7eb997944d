// The overlay and its results: one lazily loaded subpath ('@optika/ui/search-overlay').
export { type ISearchOverlayProps, SearchOverlay } from "./SearchOverlay.tsx";
export {
  type ISearchOverlayResultsProps,
  OVERLAY_PREVIEW_SIZE,
  SearchOverlayResults,
} from "./SearchOverlayResults.tsx";
export {
  ALL_RESULTS_TAB,
  type ISearchHitLink,
  type ISearchOverlayLinkTab,
  type ISearchOverlaySection,
  type TSearchOverlayItem,
  type TSearchOverlayStatus,
} from "./types.ts";
