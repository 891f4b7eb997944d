import {
  listCategorySitemapEntries,
  listFilterPageSitemapEntries,
  listProductSitemapEntries,
} from "./list-catalog-sitemap-entries.ts";
import { listServiceSitemapEntries, listSpecialistSitemapEntries } from "./list-clinic-sitemap-entries.ts";
import { listStaticSitemapEntries } from "./list-static-sitemap-entries.ts";
import type { TSitemapSource } from "./sitemap-source.ts";

/**
 * The sitemap's sections, in the order of the sitemap index (decision 0043). A content feature
 * adds its section with one line: `{ section: "articles", list: listArticleSitemapEntries }`,
 * where `list(db)` returns `{ path, lastmod }[]` of its pages that answer 200 (published only).
 */
export const SITEMAP_SOURCES: readonly TSitemapSource[] = [
  { section: "static", list: listStaticSitemapEntries },
  { section: "categories", list: listCategorySitemapEntries },
  { section: "filters", list: listFilterPageSitemapEntries },
  { section: "products", list: listProductSitemapEntries },
  { section: "services", list: listServiceSitemapEntries },
  { section: "specialists", list: listSpecialistSitemapEntries },
];
