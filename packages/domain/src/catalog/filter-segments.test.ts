import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  catalogPath,
  exceedsFilterLimits,
  FILTER_LIMITS,
  FILTER_REASONS,
  parseFilterSegments,
  serializeFilterSegments,
  type TFilters,
} from "./filter-segments.ts";

describe("parseFilterSegments", () => {
  it("parses the spec example", () => {
    expect(parseFilterSegments("brand=acuvue/period=odnodnevnye")).toEqual({
      ok: true,
      filters: { brand: ["acuvue"], period: ["odnodnevnye"] },
    });
  });
  it("parses an empty splat as no filters", () => {
    expect(parseFilterSegments("")).toEqual({ ok: true, filters: {} });
  });
  it("parses several values, sorted and deduplicated", () => {
    expect(parseFilterSegments("brand=bausch,acuvue,acuvue/dia=14.2")).toEqual({
      ok: true,
      filters: { brand: ["acuvue", "bausch"], dia: ["14.2"] },
    });
  });
  it.each([
    ["brand", "не в формате"],
    ["brand=acuvue/", "не в формате"],
    ["/brand=acuvue", "не в формате"],
    ["=acuvue", "Недопустимый ключ"],
    ["Brand=acuvue", "Недопустимый ключ"],
    ["brand=Acuvue", "Недопустимое значение"],
    ["brand=acu vue", "Недопустимое значение"],
    ["brand=a=b", "Недопустимое значение"],
    ["brand=", "Пустое значение"],
    ["brand=a,,b", "Пустое значение"],
    ["brand=a,", "Пустое значение"],
    ["brand=a/brand=b", "повторяется"],
  ])("rejects %j", (splat, reason) => {
    const result = parseFilterSegments(splat);
    expect(result.ok).toBe(false);
    expect(result.ok ? "" : result.reason).toContain(reason);
  });
  it("never quotes the input in a reason", () => {
    for (const splat of ["secret", "SECRET=a", "a=SECRET", "a=x,,y", "a=1/a=2"]) {
      const result = parseFilterSegments(splat);
      expect(result.ok ? "" : result.reason).not.toMatch(/secret|SECRET/);
    }
  });
  it("rejects a splat beyond the limits before parsing it (the 2,000-key request)", () => {
    const huge = Array.from({ length: 2000 }, (_, i) => `k${i}=v`).join("/");
    expect(parseFilterSegments(huge)).toEqual({ ok: false, reason: FILTER_REASONS.tooLarge });
    const keys = (n: number) => Array.from({ length: n }, (_, i) => `k${i}=v`).join("/");
    expect(parseFilterSegments(keys(FILTER_LIMITS.maxKeys)).ok).toBe(true);
    expect(parseFilterSegments(keys(FILTER_LIMITS.maxKeys + 1)).ok).toBe(false);
    const values = (n: number) => `brand=${Array.from({ length: n }, (_, i) => `v${i}`).join(",")}`;
    expect(parseFilterSegments(values(FILTER_LIMITS.maxValues)).ok).toBe(true);
    expect(parseFilterSegments(values(FILTER_LIMITS.maxValues + 1)).ok).toBe(false);
    expect(parseFilterSegments(`brand=${"a".repeat(FILTER_LIMITS.maxLength)}`).ok).toBe(false);
  });
  it("counts keys and values cheaply (law: anything parse accepts is within the limits)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200, unit: fc.constantFrom("a", "=", "/", ",") }), (splat) => {
        const parsed = parseFilterSegments(splat);
        if (!parsed.ok) return;
        const keys = Object.keys(parsed.filters).length;
        expect(keys).toBeLessThanOrEqual(FILTER_LIMITS.maxKeys);
        expect(exceedsFilterLimits(splat)).toBe(false);
      }),
    );
  });
  it("does not treat prototype keys as duplicates", () => {
    expect(parseFilterSegments("constructor=a")).toEqual({ ok: true, filters: { constructor: ["a"] } });
  });
});

describe("serializeFilterSegments", () => {
  it("writes the canonical form", () => {
    expect(serializeFilterSegments({ period: ["odnodnevnye"], brand: ["bausch", "acuvue", "acuvue"] })).toBe(
      "brand=acuvue,bausch/period=odnodnevnye",
    );
  });
  it("drops keys without values and empty values", () => {
    expect(serializeFilterSegments({ brand: [], color: [""], period: ["a", ""] })).toBe("period=a");
    expect(serializeFilterSegments({})).toBe("");
  });
});

describe("catalogPath", () => {
  it("builds the category path with and without filters", () => {
    expect(catalogPath("linzy")).toBe("/catalog/linzy");
    expect(catalogPath("linzy", {})).toBe("/catalog/linzy");
    expect(catalogPath("linzy", { brand: ["acuvue"] })).toBe("/catalog/linzy/f/brand=acuvue");
  });
});

const token = fc.stringMatching(/^[a-z0-9\-_.]{1,8}$/);
const filtersArb: fc.Arbitrary<TFilters> = fc.dictionary(token, fc.array(token, { maxLength: 4 }));

describe("filter codec laws", () => {
  it("parse(serialize(f)) is the canonical f", () => {
    fc.assert(
      fc.property(filtersArb, (filters) => {
        const splat = serializeFilterSegments(filters);
        const parsed = parseFilterSegments(splat);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        const expected = Object.fromEntries(
          Object.entries(filters)
            .filter(([, values]) => values.length > 0)
            .map(([key, values]) => [key, [...new Set(values)].sort()]),
        );
        expect(parsed.filters).toEqual(expected);
        expect(serializeFilterSegments(parsed.filters)).toBe(splat);
      }),
    );
  });
  it("serialize(parse(s)) is s for any accepted canonical s, and idempotent otherwise", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (splat) => {
        const parsed = parseFilterSegments(splat);
        if (!parsed.ok) return;
        const canonical = serializeFilterSegments(parsed.filters);
        const again = parseFilterSegments(canonical);
        expect(again.ok && serializeFilterSegments(again.filters)).toBe(canonical);
      }),
    );
  });
});
