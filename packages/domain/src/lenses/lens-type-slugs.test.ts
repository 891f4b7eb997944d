import { describe, expect, it } from "vitest";
import { LENS_TYPE_SLUGS, lensTypePath } from "./lens-type-slugs.ts";

describe("lens type slugs", () => {
  it("are unique URL slugs with a /lenses/ path each", () => {
    expect(new Set(LENS_TYPE_SLUGS).size).toBe(LENS_TYPE_SLUGS.length);
    for (const slug of LENS_TYPE_SLUGS) expect(lensTypePath(slug)).toMatch(/^\/lenses\/[a-z0-9-]+$/);
  });
});
