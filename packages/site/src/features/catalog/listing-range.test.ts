import { describe, expect, it } from "vitest";
import { MAX_SHOWN_ITEMS, showMoreHref, shownRange, withoutFrom } from "./listing-range.ts";

const params = (query: string) => new URLSearchParams(query);

describe("shown range", () => {
  it("is the page alone without `from`, pages from…page with it", () => {
    expect(shownRange(params("page=3"), 3, 30)).toEqual({ from: 3, to: 3 });
    expect(shownRange(params("from=1&page=3"), 3, 30)).toEqual({ from: 1, to: 3 });
  });
  it("rejects a malformed `from` (a route validation failure)", () => {
    expect(shownRange(params("from=0&page=3"), 3, 30)).toBeNull();
    expect(shownRange(params("from=4&page=3"), 3, 30)).toBeNull();
    expect(shownRange(params("from=1-2&page=3"), 3, 30)).toBeNull();
    expect(shownRange(params("from=&page=3"), 3, 30)).toBeNull();
  });
  it("cuts a range longer than MAX_SHOWN_ITEMS at its start", () => {
    const pages = MAX_SHOWN_ITEMS / 120;
    expect(shownRange(params("from=1&page=10"), 10, 120)).toEqual({ from: 10 - pages + 1, to: 10 });
  });
});

describe("'Показать ещё' link", () => {
  it("grows the range by the next page, keeping the other parameters", () => {
    expect(showMoreHref("/catalog/linzy", "?sort=new", { from: 1, to: 1 }, 30)).toEqual({
      href: "/catalog/linzy?sort=new&from=1&page=2",
      appends: true,
    });
    expect(showMoreHref("/catalog/linzy", "?from=1&page=2", { from: 1, to: 2 }, 30).href).toBe(
      "/catalog/linzy?from=1&page=3",
    );
  });
  it("becomes the plain next page once the range would pass the cap", () => {
    const last = MAX_SHOWN_ITEMS / 120;
    expect(
      showMoreHref("/catalog/linzy", `?per_page=120&from=1&page=${last}`, { from: 1, to: last }, 120),
    ).toEqual({
      href: `/catalog/linzy?per_page=120&page=${last + 1}`,
      appends: false,
    });
  });
  it("numbered page links drop the range", () => {
    expect(withoutFrom("/catalog/linzy", "?from=1&page=3&sort=new", 2)).toBe(
      "/catalog/linzy?page=2&sort=new",
    );
    expect(withoutFrom("/catalog/linzy", "?from=1&page=3", 1)).toBe("/catalog/linzy");
  });
});
