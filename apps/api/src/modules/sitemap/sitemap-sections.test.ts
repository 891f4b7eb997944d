import { describe, expect, it } from "vitest";
import { sitemapEntries } from "./sitemap-sections.ts";

const now = new Date("2026-11-29T15:00:00.000Z");

describe("sitemapEntries", () => {
  it("dates no entry after now: a promotion starting next month was last changed today at the latest", () => {
    const entries = sitemapEntries(
      [
        { path: "/aktsii/soon", lastmod: "2026-12-14" },
        { path: "/aktsii/past", lastmod: new Date("2026-10-30T00:00:00.000Z") },
        { path: "/aktsii", lastmod: null },
      ],
      now,
    );
    expect(entries).toEqual([
      { path: "/aktsii/soon", lastmod: "2026-11-29T15:00:00.000Z" },
      { path: "/aktsii/past", lastmod: "2026-10-30T00:00:00.000Z" },
      { path: "/aktsii", lastmod: null },
    ]);
  });

  it("drops foreign and repeated paths and unreadable dates", () => {
    const entries = sitemapEntries(
      [
        { path: "//evil.example/x", lastmod: null },
        { path: "https://evil.example/x", lastmod: null },
        { path: "/stat", lastmod: "not a date" },
        { path: "/stat", lastmod: "2026-01-01" },
      ],
      now,
    );
    expect(entries).toEqual([{ path: "/stat", lastmod: null }]);
  });
});
