import { describe, expect, it } from "vitest";
import { facetHref, perPageHref, sortHref, toggleFilter } from "./listing-urls.ts";

describe("listing urls", () => {
  it("sortHref sets the sort and drops the page", () => {
    expect(sortHref("/catalog/linzy", "?page=3&per_page=60", "price_asc")).toBe(
      "/catalog/linzy?per_page=60&sort=price_asc",
    );
    expect(sortHref("/catalog/linzy", "sort=new", "popular")).toBe("/catalog/linzy");
  });
  it("perPageHref sets per_page, drops page, 30 is the default", () => {
    expect(perPageHref("/catalog/linzy", "?page=2&sort=new", 90)).toBe("/catalog/linzy?sort=new&per_page=90");
    expect(perPageHref("/catalog/linzy", "?per_page=90", 30)).toBe("/catalog/linzy");
  });
  it("toggleFilter adds and removes a value", () => {
    expect(toggleFilter({ brand: ["acuvue"] }, "brand", "biofinity")).toEqual({
      brand: ["acuvue", "biofinity"],
    });
    expect(toggleFilter({ brand: ["acuvue"] }, "brand", "acuvue")).toEqual({ brand: [] });
    expect(toggleFilter({}, "period", "odnodnevnye")).toEqual({ period: ["odnodnevnye"] });
  });
  it("facetHref gives the canonical path of the toggled filters, page dropped", () => {
    expect(facetHref("linzy", { period: ["odnodnevnye"] }, "brand", "acuvue", "?page=2&sort=new")).toBe(
      "/catalog/linzy/f/brand=acuvue/period=odnodnevnye?sort=new",
    );
    expect(facetHref("linzy", { brand: ["acuvue"] }, "brand", "acuvue", "")).toBe("/catalog/linzy");
  });
});
