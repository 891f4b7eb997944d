/**
 * The lens types of `/lenses/{type}`, in the order the shop shows them. The storefront gives each
 * its title, text and catalogue filter; the API lists each page in the sitemap.
 */
export const LENS_TYPE_SLUGS = ["daily", "two-week", "monthly", "toric", "multifocal", "colour"] as const;

export type TLensTypeSlug = (typeof LENS_TYPE_SLUGS)[number];

/** `/lenses/daily`, … — the path of each lens type's page. */
export function lensTypePath(slug: TLensTypeSlug): string {
  return `/lenses/${slug}`;
}
