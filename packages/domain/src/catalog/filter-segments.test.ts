import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalogPath, parseFilterSegments, serializeFilterSegments, type TFilters } from "./filter-segments";

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
