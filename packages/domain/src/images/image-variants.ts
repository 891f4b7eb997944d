/**
 * The picture sizes the shops show. The image endpoint renders these and nothing else (any other
 * `{w}x{h}_{fit}_q{q}` answers 404), and `buildImageUrl` only ever produces one of them, so every
 * URL a page can hold is one the API serves and caches. Each listed variant exists in every format
 * of `IMAGE_FORMATS`; PNG is lossless and ignores the quality.
 *
 * Adding a size: add it here (the API serves it at once); each entry multiplies the disk cache by
 * the number of images × formats.
 */
export type TImageVariant = {
  /** what shows it (documentation and tests) */
  readonly use: string;
  readonly width: number;
  readonly height: number;
  readonly fit: "contain" | "cover";
  readonly quality: number;
};

export const IMAGE_VARIANTS: readonly TImageVariant[] = [
  /** catalogue cards (`CARD_IMAGE_SIZE`, shown at up to ~300 CSS px) */
  { use: "card", width: 480, height: 480, fit: "contain", quality: 80 },
  /** the product page gallery (`GALLERY_SIZE`) */
  { use: "gallery", width: 800, height: 800, fit: "contain", quality: 80 },
];

type TVariantQuery = { width: number; height: number; fit: string; quality: number; format: string };

/**
 * The listed variant a parsed modifier names, or null. PNG matches whatever quality the size is
 * listed with (the quality does not change a PNG).
 */
export function findImageVariant(
  m: TVariantQuery,
  variants: readonly TImageVariant[] = IMAGE_VARIANTS,
): TImageVariant | null {
  return (
    variants.find(
      (v) =>
        v.width === m.width &&
        v.height === m.height &&
        v.fit === m.fit &&
        (m.format === "png" || v.quality === m.quality),
    ) ?? null
  );
}

/**
 * The listed variant closest to what a caller asks for: same fit if listed, the smallest one that
 * covers the asked box (0 = no wish), else the largest; among equal sizes the nearest quality.
 */
export function nearestImageVariant(
  wish: { width?: number; height?: number; fit?: string; quality?: number },
  variants: readonly TImageVariant[] = IMAGE_VARIANTS,
): TImageVariant {
  const first = variants[0];
  if (!first) throw new Error("IMAGE_VARIANTS is empty");
  const sameFit = variants.filter((v) => v.fit === wish.fit);
  const pool = sameFit.length > 0 ? sameFit : variants;
  const w = finiteOr(wish.width, 0);
  const h = finiteOr(wish.height, 0);
  const area = (v: TImageVariant) => v.width * v.height;
  const covering = pool.filter((v) => v.width >= w && v.height >= h);
  const sizes = covering.length > 0 ? covering : pool;
  const target = covering.length > 0 ? Math.min(...sizes.map(area)) : Math.max(...sizes.map(area));
  const sized = sizes.filter((v) => area(v) === target);
  const q = finiteOr(wish.quality, 80);
  return sized.reduce((best, v) => {
    const d = Math.abs(v.quality - q);
    const bestD = Math.abs(best.quality - q);
    return d < bestD || (d === bestD && v.quality > best.quality) ? v : best;
  }, sized[0] ?? first);
}

function finiteOr(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) ? value : fallback;
}
