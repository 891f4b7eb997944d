import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { drawImage } from "./draw.ts";
import { avifQuality, renderSvg, sizeSvg } from "./render.ts";

const SVG = drawImage({
  kind: "certificate",
  amount: 500,
  title: "Сертификат",
  colors: { background: "#0b3b74", accent: "#e8b417", text: "#ffffff" },
});

describe("renderSvg", () => {
  it.each([
    ["cover", 300, 200, 300, 200],
    ["contain", 300, 200, 300, 200],
    ["fill", 300, 200, 300, 200],
    ["inside", 300, 200, 200, 200],
    ["outside", 300, 200, 300, 300],
    ["contain", 0, 150, 150, 150],
    ["cover", 0, 0, 800, 800],
  ] as const)("%s %ix%i gives %ix%i", async (fit, width, height, w, h) => {
    const out = await renderSvg(SVG, { width, height, fit, quality: 70, format: "webp" });
    expect(await sharp(out).metadata()).toMatchObject({ format: "webp", width: w, height: h });
  });

  it("keeps transparency only where contain pads", async () => {
    const padded = await renderSvg(SVG, {
      width: 300,
      height: 200,
      fit: "contain",
      quality: 70,
      format: "png",
    });
    expect((await sharp(padded).metadata()).hasAlpha).toBe(true);
    const square = await renderSvg(SVG, {
      width: 200,
      height: 200,
      fit: "contain",
      quality: 70,
      format: "png",
    });
    expect((await sharp(square).metadata()).hasAlpha).toBe(false);
  });

  it("rasterises the drawing at the asked size, keeping the 800×800 viewBox", () => {
    const sized = sizeSvg(SVG, 480, 480);
    expect(
      sized.startsWith(
        '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 800 800"',
      ),
    ).toBe(true);
    expect(sizeSvg(SVG, 300, 200)).toContain('preserveAspectRatio="none"');
  });
});

describe("AVIF", () => {
  const drawings = [
    SVG,
    drawImage({
      kind: "lens-box",
      brand: "ACUVUE",
      line: "1-DAY MOIST",
      count: 30,
      badge: "1-DAY",
      design: "sphere",
      colors: { primary: "#1f6fd1", secondary: "#e6f0fb", accent: "#7cc4f2", text: "#0b2a55" },
      pattern: "wave",
    }),
    drawImage({
      kind: "frame",
      shape: "aviator",
      rim: "full",
      color: "#8a8f96",
      accent: "#333333",
      pattern: "solid",
      weight: "thin",
      brand: "Ray-Ban",
      model: "RB3025",
      view: "front",
    }),
  ];

  it.each([480, 800])(
    "is AV1 at the asked size %i and smaller than the WebP of the same variant",
    async (size) => {
      for (const svg of drawings) {
        const o = { width: size, height: size, fit: "contain", quality: 80 } as const;
        const avif = await renderSvg(svg, { ...o, format: "avif" });
        const webp = await renderSvg(svg, { ...o, format: "webp" });
        expect(await sharp(avif).metadata()).toMatchObject({
          format: "heif",
          compression: "av1",
          width: size,
          height: size,
        });
        expect(avif.length).toBeLessThan(webp.length);
      }
    },
  );

  it("reads the URL's quality on the WebP scale", () => {
    expect(avifQuality(80)).toBe(56);
    expect(avifQuality(100)).toBe(70);
    expect(avifQuality(1)).toBe(1);
  });
});
