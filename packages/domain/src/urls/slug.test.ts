import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSlug, MAX_SLUG_LENGTH, productSlugCandidates } from "./slug.ts";

describe("isSlug", () => {
  it("accepts the shop's slugs", () => {
    for (const slug of ["linzy", "acuvue-oasys-1-day", "dia-14.2", "a_b", "a".repeat(MAX_SLUG_LENGTH)]) {
      expect(isSlug(slug)).toBe(true);
    }
  });
  it("rejects NUL bytes, slashes, spaces, capitals, empty and over-long slugs", () => {
    for (const slug of [
      "",
      "\u0000",
      "a\u0000b",
      "a/b",
      "a b",
      "Linzy",
      "-a",
      "%00",
      "a".repeat(101),
      "\ud800",
    ]) {
      expect(isSlug(slug)).toBe(false);
    }
  });
});

describe("productSlugCandidates", () => {
  it("strips article numbers one by one, longest first", () => {
    expect(productSlugCandidates("acuvue-oasys-12345")).toEqual(["acuvue-oasys-12345", "acuvue-oasys"]);
    expect(productSlugCandidates("lens-1-2")).toEqual(["lens-1-2", "lens-1", "lens"]);
    expect(productSlugCandidates("acuvue-oasys")).toEqual(["acuvue-oasys"]);
    expect(productSlugCandidates("123")).toEqual(["123"]);
  });
  it("stays small for any valid slug (one query tries them all)", () => {
    expect(productSlugCandidates(`z${"-1".repeat(49)}`)).toHaveLength(50);
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,99}$/), (slug) => {
        const candidates = productSlugCandidates(slug);
        expect(candidates[0]).toBe(slug);
        expect(candidates.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH / 2 + 1);
        for (let i = 1; i < candidates.length; i++) {
          expect(candidates[i - 1]?.startsWith(`${candidates[i]}-`)).toBe(true);
        }
      }),
    );
  });
});
