import { describe, expect, it } from "vitest";
import { buildFacets, checkFilters, type TFacetCountRow } from "./build-facets.ts";

const rows: TFacetCountRow[] = [
  { key: "period", name: "Срок замены", position: 2, value_slug: "mesyachnye", label: "Месячные", count: 3 },
  { key: "brand", name: "Бренд", position: 1, value_slug: "biofinity", label: "Biofinity", count: 2 },
  { key: "brand", name: "Бренд", position: 1, value_slug: "acuvue", label: "ACUVUE", count: 5 },
  {
    key: "period",
    name: "Срок замены",
    position: 2,
    value_slug: "odnodnevnye",
    label: "Однодневные",
    count: 0,
  },
  { key: "color", name: "Цвет", position: 3, value_slug: null, label: null, count: 0 },
];

describe("buildFacets", () => {
  it("groups by key in position order, values by label, marks the selected ones", () => {
    const facets = buildFacets(rows, { brand: ["acuvue"] });
    expect(facets.map((f) => f.key)).toEqual(["brand", "period", "color"]);
    expect(facets[0]?.values).toEqual([
      { value: "acuvue", label: "ACUVUE", count: 5, selected: true },
      { value: "biofinity", label: "Biofinity", count: 2, selected: false },
    ]);
    expect(facets[1]?.values.map((v) => v.value)).toEqual(["mesyachnye", "odnodnevnye"]);
    expect(facets[2]?.values).toEqual([]);
  });
});

describe("checkFilters", () => {
  const facets = buildFacets(rows, {});
  it("accepts known keys and values", () => {
    expect(checkFilters(facets, { brand: ["acuvue", "biofinity"], period: ["odnodnevnye"] })).toEqual({
      ok: true,
    });
  });
  it("rejects an unknown key", () => {
    expect(checkFilters(facets, { material: ["x"] })).toEqual({ ok: false, key: "material" });
  });
  it("rejects an unknown value and names the facet", () => {
    expect(checkFilters(facets, { brand: ["nope"] })).toEqual({
      ok: false,
      key: "brand",
      value: "nope",
      facetName: "Бренд",
    });
  });
});
