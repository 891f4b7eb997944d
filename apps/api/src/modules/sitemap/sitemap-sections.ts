import { SITEMAP_MAX_PAGES, SITEMAP_PAGE_SIZE, type TSitemapEntry } from "@optika/api-contract";
import type { TAppDeps } from "../../http/deps.ts";
import type { TSitemapSource, TSitemapSourceEntry } from "./sitemap-source.ts";

type TSitemapDeps = Pick<TAppDeps, "db" | "cache" | "now">;

/** The most URLs a section lists (the rest are cut off, newest-last sources keep their order). */
export const SITEMAP_MAX_ENTRIES = SITEMAP_PAGE_SIZE * SITEMAP_MAX_PAGES;

/** The ISO date-time of a lastmod, never later than `now` (a promotion that starts next week was not changed next week). */
function isoDate(value: Date | string | null, now: Date): string | null {
  if (value === null) return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return (date.getTime() > now.getTime() ? now : date).toISOString();
}

/**
 * A source's entries as the sitemap lists them: local paths only, each once, ISO dates no later
 * than `now` (search engines distrust a sitemap dated in the future), bounded.
 */
export function sitemapEntries(raw: readonly TSitemapSourceEntry[], now: Date): TSitemapEntry[] {
  const seen = new Set<string>();
  const entries: TSitemapEntry[] = [];
  for (const entry of raw) {
    if (!entry.path.startsWith("/") || entry.path.startsWith("//") || seen.has(entry.path)) continue;
    seen.add(entry.path);
    entries.push({ path: entry.path, lastmod: isoDate(entry.lastmod, now) });
    if (entries.length >= SITEMAP_MAX_ENTRIES) break;
  }
  return entries;
}

/** A section's entries through the read cache (every city's sitemap lists the same paths). */
function cachedEntries(deps: TSitemapDeps, source: TSitemapSource) {
  return deps.cache.get("sitemap", [source.section], async () =>
    sitemapEntries(await source.list(deps.db), deps.now()),
  );
}

function newest(entries: readonly TSitemapEntry[]): string | null {
  let latest: string | null = null;
  for (const { lastmod } of entries) if (lastmod && (latest === null || lastmod > latest)) latest = lastmod;
  return latest;
}

/** The sitemap index: every section with its file count and newest change (sections run in parallel). */
export async function sitemapIndex(deps: TSitemapDeps, sources: readonly TSitemapSource[]) {
  return Promise.all(
    sources.map(async (source) => {
      const entries = await cachedEntries(deps, source);
      return {
        section: source.section,
        pages: Math.ceil(entries.length / SITEMAP_PAGE_SIZE),
        lastmod: newest(entries),
      };
    }),
  );
}

/** One file of a section, or null when the section is unknown or the page is past its end. */
export async function sitemapSectionPage(
  deps: TSitemapDeps,
  sources: readonly TSitemapSource[],
  section: string,
  page: number,
): Promise<TSitemapEntry[] | null> {
  const source = sources.find((s) => s.section === section);
  if (!source) return null;
  const entries = await cachedEntries(deps, source);
  const start = (page - 1) * SITEMAP_PAGE_SIZE;
  if (page > 1 && start >= entries.length) return null;
  return entries.slice(start, start + SITEMAP_PAGE_SIZE);
}
