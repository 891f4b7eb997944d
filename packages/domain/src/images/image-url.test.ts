import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildImageUrl, IMAGE_FITS, IMAGE_FORMATS, parseImageModifier } from "./image-url.ts";
import { findImageVariant, IMAGE_VARIANTS } from "./image-variants.ts";

describe("buildImageUrl", () => {
  it("builds the listed card and gallery pictures the site asks for", () => {
    expect(buildImageUrl(42, { width: 480, height: 480, fit: "contain", format: "webp" })).toBe(
      "/api/storage/image/42/480x480_contain_q80.webp",
    );
    expect(buildImageUrl(42, { width: 800, height: 800, fit: "contain", format: "jpg" })).toBe(
      "/api/storage/image/42/800x800_contain_q80.jpg",
    );
  });
  it("snaps an unlisted wish to the nearest listed variant", () => {
    expect(buildImageUrl(7)).toBe("/api/storage/image/7/480x480_contain_q80.webp");
    expect(buildImageUrl("7", { width: 300, format: "png", fit: "cover", quality: 55 })).toBe(
      "/api/storage/image/7/480x480_contain_q80.png",
    );
    expect(buildImageUrl(1, { width: 99999, height: -5, quality: 500 })).toBe(
      "/api/storage/image/1/800x800_contain_q80.webp",
    );
    expect(buildImageUrl(1, { width: Number.NaN, quality: Number.NaN })).toBe(
      "/api/storage/image/1/480x480_contain_q80.webp",
    );
  });
  it("encodes the id", () => {
    expect(buildImageUrl("a/b?c")).toBe("/api/storage/image/a%2Fb%3Fc/480x480_contain_q80.webp");
  });
  it("only ever produces a listed variant the parser accepts (law)", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -10, max: 5000 }), fc.double()),
        fc.oneof(fc.integer({ min: -10, max: 5000 }), fc.double()),
        fc.constantFrom(...IMAGE_FITS),
        fc.oneof(fc.integer({ min: -10, max: 200 }), fc.double()),
        fc.constantFrom(...IMAGE_FORMATS),
        (width, height, fit, quality, format) => {
          const url = buildImageUrl(5, { width, height, fit, quality, format });
          const parsed = parseImageModifier(url.split("/").at(-1) ?? "");
          expect(parsed.ok).toBe(true);
          if (parsed.ok) {
            expect(parsed.format).toBe(format);
            expect(findImageVariant(parsed)).not.toBeNull();
          }
        },
      ),
    );
  });
  it("covers the asked box with the smallest listed size when one does", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 800 }), fc.integer({ min: 0, max: 800 }), (width, height) => {
        const parsed = parseImageModifier(buildImageUrl(5, { width, height }).split("/").at(-1) ?? "");
        expect(parsed).toMatchObject({ ok: true });
        if (!parsed.ok) return;
        expect(parsed.width).toBeGreaterThanOrEqual(width);
        expect(parsed.height).toBeGreaterThanOrEqual(height);
        const smaller = IMAGE_VARIANTS.filter((v) => v.width < parsed.width);
        for (const v of smaller) expect(v.width < width || v.height < height).toBe(true);
      }),
    );
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
  it("parses every canonical modifier (law)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4000 }),
        fc.integer({ min: 0, max: 4000 }),
        fc.constantFrom(...IMAGE_FITS),
        fc.integer({ min: 1, max: 100 }),
        fc.constantFrom(...IMAGE_FORMATS),
        (width, height, fit, quality, format) => {
          const fileName = `${width}x${height}_${fit}_q${quality}.${format}`;
          expect(parseImageModifier(fileName)).toEqual({ ok: true, width, height, fit, quality, format });
        },
      ),
    );
  });
});
