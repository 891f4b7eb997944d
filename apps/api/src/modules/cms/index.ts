/** The CMS module's public face for other modules and the lead (sitemap, seed, editor tools). */
export { listCmsSitemapEntries, type TCmsSitemapEntry } from "./list-cms-sitemap-entries.ts";
export { cmsPreviewSecret, createPreviewToken, verifyPreviewToken } from "./preview-token.ts";
export { cmsPageRow, saveCmsPage, type TCmsPageInput } from "./save-cms-page.ts";
