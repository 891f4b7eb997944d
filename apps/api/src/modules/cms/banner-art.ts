/**
 * Banner pictures drawn by code (like the product pictures): abstract lenses and light over a
 * gradient, no text (a slide's words are HTML over the picture, readable and translatable).
 * Served as small SVG files at /cms/art/{name}.svg; the wide canvas is cropped by the slider.
 */
type TArt = { from: string; to: string; lens: string; glow: string };

export const BANNER_ART: Readonly<Record<string, TArt>> = {
  myacuvue: { from: "#0b4f8a", to: "#1aa3c8", lens: "#bfe9ff", glow: "#ffffff" },
  miopiya: { from: "#1f5f4a", to: "#5fbf8f", lens: "#e1fff0", glow: "#fff6c9" },
  skidki: { from: "#7a2e59", to: "#e0607e", lens: "#ffe3ec", glow: "#ffd27a" },
  "proverka-zreniya": { from: "#3a3f8f", to: "#7d84e0", lens: "#e6e8ff", glow: "#ffffff" },
};

export const BANNER_ART_SIZE = { width: 1440, height: 540 } as const;

export function drawBannerArt(art: TArt): string {
  const { width, height } = BANNER_ART_SIZE;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    "<defs>",
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient>`,
    `<radialGradient id="lens" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="${art.glow}" stop-opacity="0.95"/><stop offset="0.55" stop-color="${art.lens}" stop-opacity="0.55"/><stop offset="1" stop-color="${art.lens}" stop-opacity="0.15"/></radialGradient>`,
    "</defs>",
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<circle cx="1180" cy="120" r="260" fill="${art.glow}" opacity="0.08"/>`,
    `<circle cx="980" cy="520" r="200" fill="${art.glow}" opacity="0.06"/>`,
    `<ellipse cx="1080" cy="280" rx="190" ry="170" fill="url(#lens)" stroke="${art.glow}" stroke-opacity="0.7" stroke-width="6"/>`,
    `<ellipse cx="1080" cy="280" rx="120" ry="105" fill="none" stroke="${art.glow}" stroke-opacity="0.35" stroke-width="3"/>`,
    `<path d="M 960 200 Q 1010 150 1080 150" fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="10" stroke-linecap="round"/>`,
    `<ellipse cx="1290" cy="410" rx="90" ry="80" fill="url(#lens)" stroke="${art.glow}" stroke-opacity="0.55" stroke-width="4"/>`,
    `<ellipse cx="860" cy="110" rx="50" ry="44" fill="url(#lens)" stroke="${art.glow}" stroke-opacity="0.45" stroke-width="3"/>`,
    "</svg>",
  ].join("");
}
