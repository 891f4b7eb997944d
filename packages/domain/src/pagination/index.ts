export { paginationMessages } from "./messages.ts";
export { pageCount } from "./page-count.ts";
export { PAGE_PARAM, pageHref } from "./page-href.ts";
export { paginationItems, type TPaginationItem } from "./pagination-items.ts";
export { DEFAULT_PER_PAGE, isPerPageOption, PER_PAGE_OPTIONS, type TPerPage } from "./per-page.ts";
export { shownRangeText } from "./shown-range-text.ts";
