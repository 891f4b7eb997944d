import interCyrillic from "@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2?url";

/**
 * Fonts worth preloading from the document head: the Cyrillic subset of Inter, which every page's
 * text needs first (the Latin subset loads when Latin text appears). The same file as fonts.css uses.
 */
export const fontPreloads: ReadonlyArray<{ href: string; type: "font/woff2" }> = [
  { href: interCyrillic, type: "font/woff2" },
];
