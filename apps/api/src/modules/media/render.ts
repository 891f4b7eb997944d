/** SVG → raster with sharp: resize with fit, quality, format. */
import type { TImageFit, TImageFormat } from "@optika/domain";
import sharp from "sharp";
import { drawImage } from "./draw.ts";
import { SIZE } from "./svg.ts";

export type TRenderOptions = {
  /** 0 = auto */
  width: number;
  /** 0 = auto */
  height: number;
  fit: TImageFit;
  quality: number;
  format: TImageFormat;
};

export const CONTENT_TYPES: Record<TImageFormat, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
  avif: "image/avif",
};

/** Bump when the drawings change: part of the cache key and the ETag. */
export const RENDER_VERSION = 1;

export async function renderSvg(svg: string, o: TRenderOptions): Promise<Buffer> {
  // rasterise the vector at the density the output needs, so big sizes stay sharp
  const scale = Math.max(1, o.width / SIZE, o.height / SIZE);
  let image = sharp(Buffer.from(svg), { density: Math.round(72 * scale) });
  if (o.width > 0 || o.height > 0) {
    image = image.resize({
      ...(o.width > 0 ? { width: o.width } : {}),
      ...(o.height > 0 ? { height: o.height } : {}),
      fit: o.fit,
      background:
        o.format === "jpg" ? { r: 255, g: 255, b: 255, alpha: 1 } : { r: 255, g: 255, b: 255, alpha: 0 },
    });
  } else if (scale > 1) {
    image = image.resize({ width: SIZE, height: SIZE });
  }
  switch (o.format) {
    case "jpg":
      return image.flatten({ background: "#ffffff" }).jpeg({ quality: o.quality, mozjpeg: true }).toBuffer();
    case "png":
      return image.png({ compressionLevel: 8 }).toBuffer();
    case "avif":
      return image.avif({ quality: o.quality, effort: 2 }).toBuffer();
    default:
      return image.webp({ quality: o.quality }).toBuffer();
  }
}

export function renderImage(spec: unknown, alt: string, o: TRenderOptions): Promise<Buffer> {
  return renderSvg(drawImage(spec, alt), o);
}
