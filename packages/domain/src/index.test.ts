import { describe, expect, it } from "vitest";
import * as domain from "./index";

describe("public surface of @optika/domain", () => {
  it.each([
    "formatNumber",
    "formatPrice",
    "pluralRu",
    "parseFilterSegments",
    "serializeFilterSegments",
    "catalogPath",
    "pageCount",
    "shownRangeText",
    "paginationItems",
    "pageHref",
    "buildImageUrl",
    "parseImageModifier",
    "preferredImageFormat",
    "normalizePath",
    "resolveLegacyRedirect",
    "safeReturnPath",
  ])("exports the seam function %s", (name) => {
    expect(typeof (domain as Record<string, unknown>)[name]).toBe("function");
  });
  it("exports the seam constants", () => {
    expect(domain.BONUS_FORMS).toEqual(["бонус", "бонуса", "бонусов"]);
    expect(domain.PER_PAGE_OPTIONS).toEqual([30, 60, 90, 120]);
    expect(domain.DEFAULT_PER_PAGE).toBe(30);
  });
});
