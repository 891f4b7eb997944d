import type { TDb } from "../../db/client.ts";

/** One URL of a sitemap section: a local path and, when known, its last change. */
export type TSitemapSourceEntry = { path: string; lastmod: Date | string | null };

/**
 * A section of the sitemap (decision 0043): its name (the file `/sitemaps/{section}-{page}.xml`)
 * and how to list its URLs — only pages that answer 200, in a stable order, one statement or a
 * few, at most SITEMAP_PAGE_SIZE × SITEMAP_MAX_PAGES entries (more are cut off).
 */
export type TSitemapSource = {
  section: string;
  list: (db: TDb) => Promise<readonly TSitemapSourceEntry[]>;
};
