import { describe, expect, it } from "vitest";
import {
  findImageVariant,
  IMAGE_VARIANTS,
  nearestImageVariant,
  type TImageVariant,
} from "./image-variants.ts";

const m = (width: number, height: number, fit: string, quality: number, format = "webp") => ({
  width,
  height,
  fit,
  quality,
  format,
});

describe("IMAGE_VARIANTS", () => {
  it("lists the card (480) and gallery (800) pictures, each once", () => {
    expect(IMAGE_VARIANTS.map((v) => `${v.width}x${v.height}_${v.fit}_q${v.quality}`)).toEqual([
      "480x480_contain_q80",
      "800x800_contain_q80",
    ]);
  });
});

describe("findImageVariant", () => {
  it("finds listed variants in every format", () => {
    for (const format of ["webp", "jpg", "avif", "png"]) {
      expect(findImageVariant(m(480, 480, "contain", 80, format))).toMatchObject({ use: "card" });
    }
  });
  it.each([
    m(480, 480, "contain", 79),
    m(480, 480, "cover", 80),
    m(400, 400, "contain", 80),
    m(2000, 2000, "contain", 80, "avif"),
    m(0, 0, "contain", 80),
  ])("refuses the unlisted %j", (query) => {
    expect(findImageVariant(query)).toBeNull();
  });
  it("lets PNG carry any quality (it has none)", () => {
    expect(findImageVariant(m(800, 800, "contain", 1, "png"))).toMatchObject({ use: "gallery" });
    expect(findImageVariant(m(800, 800, "cover", 80, "png"))).toBeNull();
  });
});

describe("nearestImageVariant", () => {
  const list: TImageVariant[] = [
    { use: "a", width: 100, height: 100, fit: "cover", quality: 60 },
    { use: "b", width: 100, height: 100, fit: "cover", quality: 90 },
    { use: "c", width: 300, height: 200, fit: "contain", quality: 80 },
  ];
  it("prefers the asked fit, then the nearest quality", () => {
    expect(nearestImageVariant({ width: 50, fit: "cover", quality: 70 }, list).use).toBe("a");
    expect(nearestImageVariant({ width: 50, fit: "cover", quality: 75 }, list).use).toBe("b");
    expect(nearestImageVariant({ width: 50, fit: "cover" }, list).use).toBe("b");
  });
  it("falls back to any fit and to the largest size when nothing covers the box", () => {
    expect(nearestImageVariant({ width: 50, fit: "fill", quality: 60 }, list).use).toBe("a");
    expect(nearestImageVariant({ width: 5000, height: 5000, fit: "contain" }, list).use).toBe("c");
    expect(nearestImageVariant({ width: 250, fit: "fill" }, list).use).toBe("c");
  });
});
