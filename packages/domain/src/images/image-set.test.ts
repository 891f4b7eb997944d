import { describe, expect, it } from "vitest";
import { buildImageSet } from "./image-set.ts";
import { parseImageModifier } from "./image-url.ts";
import { findImageVariant, type TImageVariant } from "./image-variants.ts";

describe("buildImageSet", () => {
  it("offers AVIF, then WebP, in every listed width, and a small JPEG as the fallback", () => {
    expect(buildImageSet(42)).toEqual({
      src: "/api/storage/image/42/480x480_contain_q80.jpg",
      sources: [
        {
          type: "image/avif",
          srcSet:
            "/api/storage/image/42/480x480_contain_q80.avif 480w, /api/storage/image/42/800x800_contain_q80.avif 800w",
        },
        {
          type: "image/webp",
          srcSet:
            "/api/storage/image/42/480x480_contain_q80.webp 480w, /api/storage/image/42/800x800_contain_q80.webp 800w",
        },
      ],
    });
  });
  it("only names variants the image endpoint serves", () => {
    const set = buildImageSet(7);
    const urls = [
      set.src,
      ...set.sources.flatMap((s) => s.srcSet.split(", ").map((c) => c.split(" ")[0] ?? "")),
    ];
    for (const url of urls) {
      const parsed = parseImageModifier(url.split("/").at(-1) ?? "");
      expect(parsed.ok && findImageVariant(parsed) !== null, url).toBe(true);
    }
  });
  it("keeps to the asked fit and orders widths from small to large", () => {
    const variants: TImageVariant[] = [
      { use: "big", width: 900, height: 900, fit: "cover", quality: 70 },
      { use: "card", width: 300, height: 300, fit: "cover", quality: 70 },
      { use: "other", width: 100, height: 100, fit: "contain", quality: 80 },
    ];
    const set = buildImageSet(1, { fit: "cover" }, variants);
    expect(set.src).toBe("/api/storage/image/1/300x300_cover_q70.jpg");
    expect(set.sources[1]?.srcSet).toBe(
      "/api/storage/image/1/300x300_cover_q70.webp 300w, /api/storage/image/1/900x900_cover_q70.webp 900w",
    );
  });
});
