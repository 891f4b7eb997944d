import type { ISiteLink, ISiteMenuItem } from "./types.ts";

export type TMobileMenuLinks = {
  /** The menu group the category tiles stand for ('Каталог' → /catalog): it heads the tiles. */
  tilesGroup: ISiteLink | null;
  /** The remaining menu items, with no link a tile already shows. */
  sections: ISiteMenuItem[];
};

/**
 * Splits the header menu for the mobile menu so that each link appears once: the group whose
 * sub-links are all category tiles becomes the tiles' heading, and any other link a tile already
 * shows is left out of the section list.
 */
export function mobileMenuLinks(
  menu: readonly ISiteMenuItem[],
  tiles: readonly ISiteLink[],
): TMobileMenuLinks {
  const seen = new Set(tiles.map((tile) => tile.href));
  let tilesGroup: ISiteLink | null = null;
  const sections: ISiteMenuItem[] = [];
  for (const item of menu) {
    const all = item.children ?? [];
    const children = all.filter((child) => !seen.has(child.href));
    if (tilesGroup === null && all.length > 0 && children.length === 0 && item.href && !seen.has(item.href)) {
      tilesGroup = { label: item.label, href: item.href };
      seen.add(item.href);
      continue;
    }
    for (const child of children) seen.add(child.href);
    const href = item.href !== undefined && !seen.has(item.href) ? item.href : undefined;
    if (href !== undefined) seen.add(href);
    if (href === undefined && children.length === 0) continue;
    sections.push(children.length > 0 ? { label: item.label, href, children } : { label: item.label, href });
  }
  return { tilesGroup, sections };
}
