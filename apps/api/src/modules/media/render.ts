/**
 * SVG → raster with sharp: resize with fit, quality, format.
 *
 * Speed notes (see bench-render.ts for the figures):
 * - the SVG is rasterised by librsvg straight at the size the answer needs (its width/height
 *   attributes are rewritten, the viewBox stays 800×800) instead of at 800 px or more and then
 *   resampled; the resize step that follows is then a no-op, a crop (cover) or padding (contain);
 * - the drawings have an opaque background, so the alpha channel is dropped unless contain
 *   padding needs it (less for the encoder to do);
 * - flat illustrations compress well with little encoder effort: webp effort 2 (half the time of the default 4, ~5 % bigger files), png level 6
 *   without adaptive filtering, mozjpeg off (plain libjpeg is several times faster);
 * - AVIF's quality scale is not WebP's or JPEG's: at the same number it is far larger (q80 effort 0:
 *   ~1.8× the WebP q80 file of these drawings). The URL's quality is read on the WebP scale and
 *   mapped (`avifQuality`: q80 → 56); with effort 2 and full chroma (the drawings' coloured text
 *   keeps sharp edges) an AVIF is ~40 % smaller than the WebP of the same variant, for 2–4× its
 *   render time — paid once per picture and size, through the same bounded queue (decision 0016).
 */
import type { TImageFit, TImageFormat } from "@optika/domain/images";
import sharp, { type Sharp } from "sharp";
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

/** Bump when the drawings or an encoder's settings change: part of the cache key and the ETag. */
export const RENDER_VERSION = 5;

/** AVIF quality that looks like WebP/JPEG at `quality` (see the notes above). */
const AVIF_QUALITY_FACTOR = 0.7;
export function avifQuality(quality: number): number {
  return Math.min(100, Math.max(1, Math.round(quality * AVIF_QUALITY_FACTOR)));
}

/** Most libvips work here is one small image per request: several requests use the cores better
 * than one image split across threads; there is nothing worth caching between SVG inputs. */
export function configureSharp(): void {
  sharp.concurrency(1);
  sharp.cache(false);
}

/** Size the drawing is rasterised at for the asked box (the source is square). */
export function rasterSize(o: Pick<TRenderOptions, "width" | "height" | "fit">): {
  width: number;
  height: number;
} {
  const { width: w, height: h, fit } = o;
  if (w > 0 && h > 0) {
    if (fit === "fill") return { width: w, height: h };
    const side = fit === "cover" || fit === "outside" ? Math.max(w, h) : Math.min(w, h);
    return { width: side, height: side };
  }
  const side = w > 0 ? w : h > 0 ? h : SIZE;
  return { width: side, height: side };
}

/** Rewrites the root element's width/height (the viewBox keeps the 800×800 drawing space). */
export function sizeSvg(svg: string, width: number, height: number): string {
  const stretch = width !== height ? ' preserveAspectRatio="none"' : "";
  return svg.replace(
    /^<svg([^>]*?) width="[\d.]+" height="[\d.]+"/,
    `<svg$1 width="${width}" height="${height}"${stretch}`,
  );
}

/** SVG → sharp pipeline up to (not including) the encoder. */
export function rasterise(svg: string, o: TRenderOptions): Sharp {
  const raster = rasterSize(o);
  let image = sharp(Buffer.from(sizeSvg(svg, raster.width, raster.height)));
  const padded = o.fit === "contain" && o.width > 0 && o.height > 0 && o.width !== o.height;
  if (o.width > 0 || o.height > 0) {
    image = image.resize({
      ...(o.width > 0 ? { width: o.width } : {}),
      ...(o.height > 0 ? { height: o.height } : {}),
      fit: o.fit,
      background:
        o.format === "jpg" ? { r: 255, g: 255, b: 255, alpha: 1 } : { r: 255, g: 255, b: 255, alpha: 0 },
    });
  }
  return padded && o.format !== "jpg" ? image : image.removeAlpha();
}

export async function renderSvg(svg: string, o: TRenderOptions): Promise<Buffer> {
  const image = rasterise(svg, o);
  switch (o.format) {
    case "jpg":
      return image.flatten({ background: "#ffffff" }).jpeg({ quality: o.quality }).toBuffer();
    case "png":
      return image.png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer();
    case "avif":
      return image
        .avif({ quality: avifQuality(o.quality), effort: 2, chromaSubsampling: "4:4:4" })
        .toBuffer();
    default:
      return image.webp({ quality: o.quality, effort: 2, smartSubsample: false }).toBuffer();
  }
}

export function renderImage(spec: unknown, alt: string, o: TRenderOptions): Promise<Buffer> {
  return renderSvg(drawImage(spec, alt), o);
}
