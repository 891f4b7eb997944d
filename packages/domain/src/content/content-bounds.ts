/** Bounds of the content listings (articles, promotions, videos): pages and page sizes. */
export const CONTENT_PAGE_MAX = 1_000;
export const CONTENT_LIMIT_MAX = 60;
/** Page size of the article, charity and promotion listings on the site. */
export const CONTENT_PAGE_SIZE = 12;
/** Most related articles / products an article shows. */
export const RELATED_MAX = 8;
