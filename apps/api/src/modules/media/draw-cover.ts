/**
 * Covers of articles, promotion banners and video posters: a coloured field with a motif and a
 * small badge (the page prints the title beside the picture). Everything sits in the middle band
 * (y 230…570), because pages show the square picture cropped to a wide frame.
 */
import type { TCoverSpec } from "./image-spec.ts";
import { color, shade, svgDocument, text } from "./svg.ts";

const MOTIFS: Record<TCoverSpec["motif"], (ink: string, accent: string) => string> = {
  eye: (ink, accent) =>
    `<path d="M 250 330 Q 400 200 550 330 Q 400 460 250 330 Z" fill="none" stroke="${ink}" stroke-width="14"/>` +
    `<circle cx="400" cy="330" r="62" fill="${accent}"/><circle cx="400" cy="330" r="26" fill="${ink}"/>` +
    `<circle cx="420" cy="312" r="10" fill="#ffffff" opacity="0.8"/>`,
  lens: (ink, accent) =>
    `<ellipse cx="400" cy="330" rx="120" ry="112" fill="${accent}" opacity="0.55"/>` +
    `<path d="M 290 360 Q 400 200 510 360" fill="none" stroke="${ink}" stroke-width="12" stroke-linecap="round"/>` +
    `<circle cx="455" cy="290" r="16" fill="#ffffff" opacity="0.7"/>`,
  frame: (ink, accent) =>
    `<rect x="215" y="280" width="160" height="110" rx="40" fill="${accent}" opacity="0.45" stroke="${ink}" stroke-width="12"/>` +
    `<rect x="425" y="280" width="160" height="110" rx="40" fill="${accent}" opacity="0.45" stroke="${ink}" stroke-width="12"/>` +
    `<path d="M 375 310 Q 400 290 425 310" fill="none" stroke="${ink}" stroke-width="12"/>` +
    `<path d="M 215 300 L 170 280 M 585 300 L 630 280" stroke="${ink}" stroke-width="10" stroke-linecap="round"/>`,
  child: (ink, accent) =>
    `<circle cx="400" cy="310" r="105" fill="${accent}"/>` +
    `<circle cx="362" cy="300" r="30" fill="none" stroke="${ink}" stroke-width="9"/>` +
    `<circle cx="438" cy="300" r="30" fill="none" stroke="${ink}" stroke-width="9"/>` +
    `<path d="M 392 300 L 408 300" stroke="${ink}" stroke-width="9"/>` +
    `<path d="M 365 352 Q 400 380 435 352" fill="none" stroke="${ink}" stroke-width="9" stroke-linecap="round"/>`,
  heart: (ink, accent) =>
    `<path d="M 400 420 C 260 330 280 220 350 220 C 380 220 395 240 400 255 C 405 240 420 220 450 220 C 520 220 540 330 400 420 Z" fill="${accent}" stroke="${ink}" stroke-width="10"/>`,
  percent: (ink, accent) =>
    `<circle cx="400" cy="320" r="120" fill="${accent}"/>` +
    `<circle cx="355" cy="275" r="24" fill="none" stroke="${ink}" stroke-width="12"/>` +
    `<circle cx="445" cy="365" r="24" fill="none" stroke="${ink}" stroke-width="12"/>` +
    `<path d="M 455 255 L 345 385" stroke="${ink}" stroke-width="12" stroke-linecap="round"/>`,
  play: (ink, accent) =>
    `<circle cx="400" cy="320" r="110" fill="${accent}" opacity="0.9"/>` +
    `<path d="M 370 265 L 370 375 L 460 320 Z" fill="${ink}"/>`,
  work: (ink, accent) =>
    `<rect x="290" y="260" width="220" height="150" rx="18" fill="${accent}" stroke="${ink}" stroke-width="10"/>` +
    `<path d="M 355 260 L 355 232 Q 355 220 367 220 L 433 220 Q 445 220 445 232 L 445 260" fill="none" stroke="${ink}" stroke-width="10"/>` +
    `<path d="M 290 320 L 510 320" stroke="${ink}" stroke-width="8"/>`,
};

export function drawCover(spec: TCoverSpec): string {
  const variant = Number.isInteger(spec.variant) ? Math.abs(spec.variant ?? 0) % 4 : 0;
  const bg = shade(color(spec.colors.background, "#2f6f8f"), [0, 0.12, -0.12, 0.06][variant] ?? 0);
  const accent = color(spec.colors.accent, "#f2c14e");
  const ink = "#ffffff";
  const motif = (MOTIFS[spec.motif] ?? MOTIFS.eye)(ink, accent);
  // decorative circles move with the variant, so covers of one category differ
  const [cx1, cy1, cx2, cy2] = [
    [690, 260, 120, 560],
    [140, 250, 690, 560],
    [600, 560, 180, 260],
    [400, 230, 660, 600],
  ][variant] as [number, number, number, number];
  const defs = `<linearGradient id="coverBg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(bg, 0.15)}"/><stop offset="1" stop-color="${shade(bg, -0.25)}"/></linearGradient>`;
  const body = [
    `<rect width="800" height="800" fill="url(#coverBg)"/>`,
    `<circle cx="${cx1}" cy="${cy1}" r="170" fill="#ffffff" opacity="0.07"/>`,
    `<circle cx="${cx2}" cy="${cy2}" r="130" fill="#ffffff" opacity="0.05"/>`,
    // the motif is drawn around y 330: moved to the middle of the band every crop shows (y 230…570)
    `<g transform="translate(0 40)">${motif}</g>`,
    spec.badge
      ? text(400, 560, spec.badge.toUpperCase(), {
          size: 26,
          fill: accent,
          weight: 700,
          anchor: "middle",
          spacing: 3,
        })
      : "",
  ].join("");
  return svgDocument(body, defs, bg);
}
