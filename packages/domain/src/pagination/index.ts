export { paginationMessages } from "./messages";
export { pageCount } from "./page-count";
export { PAGE_PARAM, pageHref } from "./page-href";
export { paginationItems, type TPaginationItem } from "./pagination-items";
export { DEFAULT_PER_PAGE, isPerPageOption, PER_PAGE_OPTIONS, type TPerPage } from "./per-page";
export { shownRangeText } from "./shown-range-text";
