import { LENS_TYPE_SLUGS } from "@optika/domain/lenses";
import { describe, expect, it } from "vitest";
import { LENS_TYPES, lensTypeBySlug } from "./lens-types.ts";

describe("lens types", () => {
  it("are the domain's lens type slugs, in its order, so the sitemap lists every /lenses/{type} page", () => {
    expect(LENS_TYPES.map((type) => type.slug)).toEqual([...LENS_TYPE_SLUGS]);
  });

  it("an unknown slug has no type (the page answers 404)", () => {
    expect(lensTypeBySlug("odnodnevnye")).toBeUndefined();
    expect(lensTypeBySlug("daily")?.title).toBe("Однодневные линзы");
  });
});
