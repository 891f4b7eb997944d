import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots-txt.ts";
import { parseSitemapFileName, sitemapIndexXml, urlSetXml } from "./sitemap-xml.ts";

const origin = "https://ekb.optika.example";

describe("sitemap XML", () => {
  it("the index lists one file per section page on the host, with lastmod when known", () => {
    const xml = sitemapIndexXml(origin, [
      { section: "products", pages: 2, lastmod: "2026-11-01T00:00:00.000Z" },
      { section: "static", pages: 1, lastmod: null },
      { section: "empty", pages: 0, lastmod: null },
    ]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      `<sitemap><loc>${origin}/sitemaps/products-2.xml</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod></sitemap>`,
    );
    expect(xml).toContain(`<sitemap><loc>${origin}/sitemaps/static-1.xml</loc></sitemap>`);
    expect(xml).not.toContain("empty-");
  });

  it("a URL set escapes what XML must escape", () => {
    const xml = urlSetXml(origin, [{ path: "/catalog/linzy/f/a=b&c", lastmod: null }]);
    expect(xml).toContain(`<url><loc>${origin}/catalog/linzy/f/a=b&amp;c</loc></url>`);
  });

  it("file names: section-page.xml only", () => {
    expect(parseSitemapFileName("products-2.xml")).toEqual({ section: "products", page: 2 });
    expect(parseSitemapFileName("cms-pages-1.xml")).toEqual({ section: "cms-pages", page: 1 });
    for (const bad of ["products.xml", "products-0.xml", "Products-1.xml", "../x-1.xml", "p-1.xml.gz"]) {
      expect(parseSitemapFileName(bad), bad).toBeNull();
    }
  });
});

describe("robots.txt", () => {
  it("disallows the personal, transactional, search, preview and API paths and points to the host's sitemap", () => {
    const txt = robotsTxt(origin);
    for (const path of ["/checkout", "/profile", "/cart", "/search", "/cms-page-preview", "/api/"]) {
      expect(txt).toContain(`Disallow: ${path}\n`);
    }
    expect(txt).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(txt).not.toMatch(/Disallow: \/\n/);
  });
});
