export const IMAGE_FITS = ["cover", "contain", "fill", "inside", "outside"] as const;
export type TImageFit = (typeof IMAGE_FITS)[number];
export const IMAGE_FORMATS = ["webp", "jpg", "png", "avif"] as const;
export type TImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_URL_PREFIX = "/api/storage/image";
/** Largest width or height the image endpoint renders; 0 means "auto". */
export const IMAGE_MAX_DIMENSION = 4000;
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

function clampInt(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
}

/**
 * `/api/storage/image/{imageId}/{width}x{height}_{fit}_q{quality}.{format}`, e.g.
 * `buildImageUrl(42, { width: 400, height: 400 })` → `/api/storage/image/42/400x400_contain_q80.webp`.
 * Defaults: 0x0 (auto), contain, q80, webp. Sizes are clamped to 0…4000, quality to 1…100.
 */
export function buildImageUrl(imageId: number | string, o: TImageOptions = {}): string {
  const width = clampInt(o.width ?? IMAGE_DEFAULTS.width, 0, IMAGE_MAX_DIMENSION);
  const height = clampInt(o.height ?? IMAGE_DEFAULTS.height, 0, IMAGE_MAX_DIMENSION);
  const quality = clampInt(o.quality ?? IMAGE_DEFAULTS.quality, 1, 100);
  const fit = o.fit ?? IMAGE_DEFAULTS.fit;
  const format = o.format ?? IMAGE_DEFAULTS.format;
  const id = encodeURIComponent(String(imageId));
  return `${IMAGE_URL_PREFIX}/${id}/${width}x${height}_${fit}_q${quality}.${format}`;
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
