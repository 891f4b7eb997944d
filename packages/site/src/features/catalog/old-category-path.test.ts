import type { TFacet } from "@optika/api-contract";
import { describe, expect, it } from "vitest";
import { filtersForOldSegments } from "./old-category-path.server.ts";

const facet = (key: string, ...values: string[]): TFacet => ({
  key,
  name: key,
  values: values.map((value) => ({ value, label: value, count: 1, selected: false })),
});
const FACETS = [facet("brand", "acuvue", "biofinity"), facet("period", "odnodnevnye", "mesyachnye")];

describe("filtersForOldSegments", () => {
  it("reads each old sub-path as a value of its facet", () => {
    expect(filtersForOldSegments(["odnodnevnye"], FACETS)).toEqual({ period: ["odnodnevnye"] });
    expect(filtersForOldSegments(["acuvue", "odnodnevnye"], FACETS)).toEqual({
      brand: ["acuvue"],
      period: ["odnodnevnye"],
    });
  });

  it("is null for a segment no facet has, or two values of one facet", () => {
    expect(filtersForOldSegments(["1-day-acuvue-moist"], FACETS)).toBeNull();
    expect(filtersForOldSegments(["acuvue", "biofinity"], FACETS)).toBeNull();
  });
});
