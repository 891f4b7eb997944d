import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildImageUrl, IMAGE_FITS, IMAGE_FORMATS, parseImageModifier } from "./image-url";

describe("buildImageUrl", () => {
  it("builds the seam's example", () => {
    expect(buildImageUrl(42, { width: 400, height: 400, fit: "contain", quality: 80, format: "webp" })).toBe(
      "/api/storage/image/42/400x400_contain_q80.webp",
    );
  });
  it("applies defaults (auto size, contain, q80, webp)", () => {
    expect(buildImageUrl(7)).toBe("/api/storage/image/7/0x0_contain_q80.webp");
    expect(buildImageUrl("7", { width: 300, format: "jpg", fit: "cover" })).toBe(
      "/api/storage/image/7/300x0_cover_q80.jpg",
    );
  });
  it("clamps sizes and quality and encodes the id", () => {
    expect(buildImageUrl(1, { width: 99999, height: -5, quality: 500 })).toBe(
      "/api/storage/image/1/4000x0_contain_q100.webp",
    );
    expect(buildImageUrl(1, { width: 10.6, quality: 0 })).toBe("/api/storage/image/1/11x0_contain_q1.webp");
    expect(buildImageUrl(1, { width: Number.NaN, quality: Number.NaN })).toBe(
      "/api/storage/image/1/0x0_contain_q1.webp",
    );
    expect(buildImageUrl("a/b?c")).toBe("/api/storage/image/a%2Fb%3Fc/0x0_contain_q80.webp");
  });
});

describe("parseImageModifier", () => {
  it("parses a valid modifier", () => {
    expect(parseImageModifier("400x400_contain_q80.webp")).toEqual({
      ok: true,
      width: 400,
      height: 400,
      fit: "contain",
      quality: 80,
      format: "webp",
    });
    expect(parseImageModifier("0x0_cover_q100.avif")).toMatchObject({ ok: true, width: 0, height: 0 });
  });
  it.each([
    "400x400_contain_q80.gif",
    "400x400_stretch_q80.webp",
    "400x400_contain_q0.webp",
    "400x400_contain_q101.webp",
    "4001x400_contain_q80.webp",
    "400x4001_contain_q80.webp",
    "0400x400_contain_q80.webp",
    "400x400_contain_q80.webp.png",
    "400x400_contain.webp",
    "../400x400_contain_q80.webp",
    "",
  ])("rejects %j", (fileName) => {
    expect(parseImageModifier(fileName)).toEqual({ ok: false });
  });
  it("round-trips with the builder (law)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4000 }),
        fc.integer({ min: 0, max: 4000 }),
        fc.constantFrom(...IMAGE_FITS),
        fc.integer({ min: 1, max: 100 }),
        fc.constantFrom(...IMAGE_FORMATS),
        (width, height, fit, quality, format) => {
          const url = buildImageUrl(5, { width, height, fit, quality, format });
          const fileName = url.split("/").at(-1) ?? "";
          expect(parseImageModifier(fileName)).toEqual({ ok: true, width, height, fit, quality, format });
        },
      ),
    );
  });
});
