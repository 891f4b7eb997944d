import { IMAGE_VARIANTS, nearestImageVariant, type TImageVariant } from "./image-variants.ts";

export const IMAGE_FITS = ["cover", "contain", "fill", "inside", "outside"] as const;
export type TImageFit = (typeof IMAGE_FITS)[number];
export const IMAGE_FORMATS = ["webp", "jpg", "png", "avif"] as const;
export type TImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_URL_PREFIX = "/api/storage/image";
/** Largest width or height a modifier may carry (syntax only: the endpoint serves `IMAGE_VARIANTS`). */
export const IMAGE_MAX_DIMENSION = 4000;
/** What `buildImageUrl` asks for when the caller says nothing: the smallest listed size, webp. */
export const IMAGE_DEFAULTS = { width: 0, height: 0, fit: "contain", quality: 80, format: "webp" } as const;

export type TImageOptions = {
  width?: number;
  height?: number;
  fit?: TImageFit;
  quality?: number;
  format?: TImageFormat;
};

export type TImageModifier = {
  ok: true;
  width: number;
  height: number;
  fit: TImageFit;
  quality: number;
  format: TImageFormat;
};

/**
 * `/api/storage/image/{imageId}/{width}x{height}_{fit}_q{quality}.{format}` for the listed variant
 * (`IMAGE_VARIANTS`) nearest to the wish: the smallest listed size that covers the asked box, the
 * asked fit when it is listed, the nearest listed quality. So `buildImageUrl(42, { width: 480,
 * height: 480 })` → `/api/storage/image/42/480x480_contain_q80.webp`, and an unlisted wish such as
 * 300×300 gets the 480 card picture instead of a URL the endpoint would refuse.
 */
export function buildImageUrl(
  imageId: number | string,
  o: TImageOptions = {},
  variants: readonly TImageVariant[] = IMAGE_VARIANTS,
): string {
  const v = nearestImageVariant(
    {
      width: o.width ?? IMAGE_DEFAULTS.width,
      height: o.height ?? IMAGE_DEFAULTS.height,
      fit: o.fit ?? IMAGE_DEFAULTS.fit,
      quality: o.quality ?? IMAGE_DEFAULTS.quality,
    },
    variants,
  );
  const format = o.format ?? IMAGE_DEFAULTS.format;
  const id = encodeURIComponent(String(imageId));
  return `${IMAGE_URL_PREFIX}/${id}/${v.width}x${v.height}_${v.fit}_q${v.quality}.${format}`;
}

const MODIFIER_PATTERN = /^(0|[1-9]\d{0,3})x(0|[1-9]\d{0,3})_([a-z]+)_q([1-9]\d{0,2})\.([a-z]+)$/;

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/**
 * Parses a modifier file name such as `400x400_contain_q80.webp`. Only the canonical form the
 * builder makes is accepted (no leading zeros, sizes ≤ 4000, quality 1…100, known fit and format).
 */
export function parseImageModifier(fileName: string): TImageModifier | { ok: false } {
  const match = MODIFIER_PATTERN.exec(fileName);
  if (!match) return { ok: false };
  const [, w = "", h = "", fit = "", q = "", format = ""] = match;
  const width = Number(w);
  const height = Number(h);
  const quality = Number(q);
  if (width > IMAGE_MAX_DIMENSION || height > IMAGE_MAX_DIMENSION || quality > 100) return { ok: false };
  if (!isOneOf(IMAGE_FITS, fit) || !isOneOf(IMAGE_FORMATS, format)) return { ok: false };
  return { ok: true, width, height, fit, quality, format };
}
