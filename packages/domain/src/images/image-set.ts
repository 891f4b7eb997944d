import { buildImageUrl, type TImageFit } from "./image-url.ts";
import { IMAGE_VARIANTS, type TImageVariant } from "./image-variants.ts";

/** A `<source>` of a `<picture>`: one modern format in every listed width. */
export type TImageSource = { readonly type: "image/avif" | "image/webp"; readonly srcSet: string };

/**
 * Everything a `<picture>` needs for one image: AVIF and WebP `srcset`s over every listed width of
 * the fit (the browser takes the first type it shows and the width its layout needs, so the HTML
 * is the same for every browser), and a JPEG of the smallest width as the `<img src>` for browsers
 * that show neither (Safari below 14).
 */
export type TImageSet = { readonly src: string; readonly sources: readonly TImageSource[] };

/** Best first: a browser uses the first `<source>` whose type it shows. */
const MODERN_FORMATS = [
  { format: "avif", type: "image/avif" },
  { format: "webp", type: "image/webp" },
] as const;

export function buildImageSet(
  imageId: number | string,
  o: { fit?: TImageFit } = {},
  variants: readonly TImageVariant[] = IMAGE_VARIANTS,
): TImageSet {
  const fit = o.fit ?? "contain";
  const sameFit = variants.filter((v) => v.fit === fit);
  const listed = [...(sameFit.length > 0 ? sameFit : variants)].sort((a, b) => a.width - b.width);
  const url = (v: TImageVariant, format: "avif" | "webp" | "jpg") =>
    buildImageUrl(
      imageId,
      { width: v.width, height: v.height, fit: v.fit, quality: v.quality, format },
      variants,
    );
  const smallest = listed[0];
  if (!smallest) throw new Error("IMAGE_VARIANTS is empty");
  return {
    src: url(smallest, "jpg"),
    sources: MODERN_FORMATS.map(({ format, type }) => ({
      type,
      srcSet: listed.map((v) => `${url(v, format)} ${v.width}w`).join(", "),
    })),
  };
}
