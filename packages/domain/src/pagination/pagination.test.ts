import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { paginationMessages } from "./messages.ts";
import { pageCount } from "./page-count.ts";
import { pageHref } from "./page-href.ts";
import { paginationItems } from "./pagination-items.ts";
import { DEFAULT_PER_PAGE, isPerPageOption, PER_PAGE_OPTIONS } from "./per-page.ts";
import { shownRangeText } from "./shown-range-text.ts";

describe("per-page options", () => {
  it("offers 30/60/90/120 with 30 by default", () => {
    expect(PER_PAGE_OPTIONS).toEqual([30, 60, 90, 120]);
    expect(DEFAULT_PER_PAGE).toBe(30);
    expect(isPerPageOption(60)).toBe(true);
    expect(isPerPageOption(45)).toBe(false);
    expect(paginationMessages.perPage(60)).toBe("60 на странице");
    expect(paginationMessages.showMore).toBe("Показать ещё");
  });
});

describe("pageCount", () => {
  it("is at least 1", () => {
    expect(pageCount(95, 30)).toBe(4);
    expect(pageCount(90, 30)).toBe(3);
    expect(pageCount(0, 30)).toBe(1);
    expect(pageCount(10, 0)).toBe(1);
    expect(pageCount(Number.NaN, 30)).toBe(1);
  });
});

describe("shownRangeText", () => {
  it("uses the spec's wording", () => {
    expect(shownRangeText(2, 30, 95)).toBe("Показано 31 - 60 из 95");
    expect(shownRangeText(4, 30, 95)).toBe("Показано 91 - 95 из 95");
    expect(shownRangeText(1, 30, 5)).toBe("Показано 1 - 5 из 5");
  });
  it("clamps the page and handles empty listings", () => {
    expect(shownRangeText(9, 30, 95)).toBe("Показано 91 - 95 из 95");
    expect(shownRangeText(0, 30, 95)).toBe("Показано 1 - 30 из 95");
    expect(shownRangeText(Number.NaN, 30, 95)).toBe("Показано 1 - 30 из 95");
    expect(shownRangeText(1, 30, 0)).toBe("Показано 0 - 0 из 0");
    expect(shownRangeText(1, 0, 10)).toBe("Показано 0 - 0 из 10");
  });
});

describe("paginationItems", () => {
  it("lists every page when there are few", () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationItems(1, 0)).toEqual([1]);
  });
  it("places ellipses around the current page", () => {
    expect(paginationItems(1, 10)).toEqual([1, 2, 3, 4, 5, "ellipsis", 10]);
    expect(paginationItems(4, 10)).toEqual([1, 2, 3, 4, 5, "ellipsis", 10]);
    expect(paginationItems(5, 10)).toEqual([1, "ellipsis", 4, 5, 6, "ellipsis", 10]);
    expect(paginationItems(7, 10)).toEqual([1, "ellipsis", 6, 7, 8, 9, 10]);
    expect(paginationItems(10, 10)).toEqual([1, "ellipsis", 6, 7, 8, 9, 10]);
    expect(paginationItems(50, 10)).toEqual([1, "ellipsis", 6, 7, 8, 9, 10]);
    expect(paginationItems(Number.NaN, 8)).toEqual([1, 2, 3, 4, 5, "ellipsis", 8]);
  });
  it("always shows first, last and current, ascending, 7 wide, never hiding one page (law)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (rawPage, count) => {
        const page = Math.min(rawPage, count);
        const items = paginationItems(page, count);
        const numbers = items.filter((item): item is number => item !== "ellipsis");
        expect(numbers).toContain(1);
        expect(numbers).toContain(count);
        expect(numbers).toContain(page);
        expect(items.length).toBe(Math.min(count, 7));
        for (let i = 1; i < numbers.length; i++) expect(numbers[i]).toBeGreaterThan(numbers[i - 1] ?? 0);
        items.forEach((item, i) => {
          if (item !== "ellipsis") return;
          const before = items[i - 1] as number;
          const after = items[i + 1] as number;
          expect(after - before).toBeGreaterThan(2);
        });
      }),
    );
  });
});

describe("pageHref", () => {
  it("keeps the path and other parameters, sets the page", () => {
    expect(pageHref("/catalog/linzy/f/brand=acuvue", "?sort=price_asc", 3)).toBe(
      "/catalog/linzy/f/brand=acuvue?sort=price_asc&page=3",
    );
    expect(pageHref("/catalog/linzy", "sort=new&page=2", 5)).toBe("/catalog/linzy?sort=new&page=5");
    expect(pageHref("/search", "", 2)).toBe("/search?page=2");
  });
  it("drops the parameter for page 1", () => {
    expect(pageHref("/catalog/linzy", "?page=3&sort=new", 1)).toBe("/catalog/linzy?sort=new");
    expect(pageHref("/catalog/linzy", "?page=3", 1)).toBe("/catalog/linzy");
    expect(pageHref("/catalog/linzy", "", 0)).toBe("/catalog/linzy");
    expect(pageHref("/catalog/linzy", "", Number.NaN)).toBe("/catalog/linzy");
  });
});
