/*
 * The sitemap protocol's XML (sitemaps.org 0.9): an index of section files, and a section's URL
 * set. Every URL is the host's origin + a local path the API listed; text is XML-escaped.
 */

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function lastmodTag(lastmod: string | null): string {
  return lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : "";
}

/** `/sitemaps/{section}-{page}.xml`: the file name of one section page. */
export function sitemapFilePath(section: string, page: number): string {
  return `/sitemaps/${section}-${page}.xml`;
}

/** `products-2.xml` → { section: "products", page: 2 }; null for anything else. */
export function parseSitemapFileName(name: string): { section: string; page: number } | null {
  const match = /^([a-z][a-z0-9]*(?:-[a-z0-9]+)*)-([1-9]\d?)\.xml$/.exec(name);
  return match ? { section: match[1] ?? "", page: Number(match[2]) } : null;
}

export function sitemapIndexXml(
  origin: string,
  sections: readonly { section: string; pages: number; lastmod: string | null }[],
): string {
  const items = sections.flatMap((s) =>
    Array.from(
      { length: s.pages },
      (_, i) =>
        `<sitemap><loc>${escapeXml(`${origin}${sitemapFilePath(s.section, i + 1)}`)}</loc>${lastmodTag(s.lastmod)}</sitemap>`,
    ),
  );
  return `${XML_HEADER}\n<sitemapindex xmlns="${NS}">\n${items.join("\n")}\n</sitemapindex>\n`;
}

export function urlSetXml(
  origin: string,
  entries: readonly { path: string; lastmod: string | null }[],
): string {
  const items = entries.map(
    (e) => `<url><loc>${escapeXml(`${origin}${e.path}`)}</loc>${lastmodTag(e.lastmod)}</url>`,
  );
  return `${XML_HEADER}\n<urlset xmlns="${NS}">\n${items.join("\n")}\n</urlset>\n`;
}
