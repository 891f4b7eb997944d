import interSite from "./fonts/inter-site-wght-normal.woff2?url";

/**
 * Fonts worth preloading from the document head: the one Inter subset file every page's text
 * needs (Latin and Cyrillic in one, see fonts.css). The same file as fonts.css uses.
 */
export const fontPreloads: ReadonlyArray<{ href: string; type: "font/woff2" }> = [
  { href: interSite, type: "font/woff2" },
];
