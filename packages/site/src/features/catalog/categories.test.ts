import { describe, expect, it } from "vitest";
import { categoryHref, isGlassesCategory } from "./categories.ts";

describe("categoryHref", () => {
  it("sends the certificates category to /sertifikaty", () => {
    expect(categoryHref("podarochnye-sertifikaty")).toBe("/sertifikaty");
    expect(categoryHref("linzy")).toBe("/catalog/linzy");
  });
  it("knows the glasses categories", () => {
    expect(isGlassesCategory("opravy")).toBe(true);
    expect(isGlassesCategory("solncezashchitnye-ochki")).toBe(true);
    expect(isGlassesCategory("linzy")).toBe(false);
  });
});
