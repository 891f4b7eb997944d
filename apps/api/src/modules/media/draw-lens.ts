/** Contact-lens pictures: the box in the line's colours, and a blister. */
import { pluralRu } from "@optika/domain/language";
import type { TLensBlisterSpec, TLensBoxSpec } from "./image-spec.ts";
import { color, fitSize, SHADOW_DEF, shade, shadow, svgDocument, text } from "./svg.ts";

const LENS_FORMS = ["линза", "линзы", "линз"] as const;

function lensIcon(
  cx: number,
  cy: number,
  r: number,
  design: TLensBoxSpec["design"],
  tint: string,
  stroke: string,
): string {
  const parts = [
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#lensFill)" stroke="#ffffff" stroke-width="4"/>`,
  ];
  if (design === "color") {
    parts.push(
      `<circle cx="${cx}" cy="${cy}" r="${r * 0.58}" fill="${tint}" opacity="0.9"/>`,
      `<circle cx="${cx}" cy="${cy}" r="${r * 0.5}" fill="none" stroke="${shade(tint, 0.45)}" stroke-width="${r * 0.16}" stroke-dasharray="2 5" opacity="0.8"/>`,
      `<circle cx="${cx}" cy="${cy}" r="${r * 0.58}" fill="none" stroke="${shade(tint, -0.5)}" stroke-width="3"/>`,
      `<circle cx="${cx}" cy="${cy}" r="${r * 0.22}" fill="#141414"/>`,
    );
  }
  if (design === "multifocal") {
    for (const k of [0.28, 0.5, 0.72]) {
      parts.push(
        `<circle cx="${cx}" cy="${cy}" r="${r * k}" fill="none" stroke="${stroke}" stroke-width="3" opacity="0.45"/>`,
      );
    }
  }
  if (design === "toric") {
    parts.push(
      `<line x1="${cx - 10}" y1="${cy + r * 0.7}" x2="${cx - 10}" y2="${cy + r * 0.9}" stroke="${stroke}" stroke-width="4" stroke-linecap="round"/>`,
      `<line x1="${cx + 10}" y1="${cy + r * 0.7}" x2="${cx + 10}" y2="${cy + r * 0.9}" stroke="${stroke}" stroke-width="4" stroke-linecap="round"/>`,
      `<line x1="${cx}" y1="${cy - r * 0.45}" x2="${cx}" y2="${cy + r * 0.45}" stroke="${stroke}" stroke-width="3" opacity="0.35"/>`,
      `<line x1="${cx - r * 0.45}" y1="${cy}" x2="${cx + r * 0.45}" y2="${cy}" stroke="${stroke}" stroke-width="3" opacity="0.35"/>`,
    );
  }
  parts.push(
    `<path d="M ${cx - r * 0.62} ${cy - r * 0.28} A ${r * 0.7} ${r * 0.7} 0 0 1 ${cx - r * 0.1} ${cy - r * 0.68}" fill="none" stroke="#ffffff" stroke-width="${Math.max(3, r * 0.09)}" stroke-linecap="round" opacity="0.85"/>`,
  );
  return parts.join("");
}

/** Paths of the box's graphic motif on its front face (clipped to it). */
function motif(spec: TLensBoxSpec, x: number, y: number, w: number, h: number): string {
  const p = color(spec.colors.primary);
  const a = color(spec.colors.accent);
  switch (spec.pattern) {
    case "band":
      return [
        `<rect x="${x}" y="${y + h * 0.55}" width="${w}" height="${h * 0.45}" fill="${p}"/>`,
        `<rect x="${x}" y="${y + h * 0.55 - 14}" width="${w}" height="8" fill="${a}"/>`,
        `<rect x="${x}" y="${y}" width="14" height="${h * 0.55 - 14}" fill="${p}"/>`,
      ].join("");
    case "wave":
      return [
        `<path d="M ${x} ${y + h * 0.58} C ${x + w * 0.3} ${y + h * 0.44} ${x + w * 0.62} ${y + h * 0.74} ${x + w} ${y + h * 0.5} L ${x + w} ${y + h} L ${x} ${y + h} Z" fill="${a}" opacity="0.55"/>`,
        `<path d="M ${x} ${y + h * 0.64} C ${x + w * 0.32} ${y + h * 0.52} ${x + w * 0.6} ${y + h * 0.8} ${x + w} ${y + h * 0.57} L ${x + w} ${y + h} L ${x} ${y + h} Z" fill="${p}"/>`,
      ].join("");
    case "split":
      return [
        `<polygon points="${x},${y + h} ${x + w},${y + h * 0.36} ${x + w},${y + h}" fill="${a}"/>`,
        `<polygon points="${x},${y + h * 1.04} ${x + w},${y + h * 0.46} ${x + w},${y + h} ${x},${y + h}" fill="${p}"/>`,
        `<rect x="${x}" y="${y + h - 92}" width="${w}" height="92" fill="${p}"/>`,
      ].join("");
    case "arc":
      return [
        `<circle cx="${x + w * 0.95}" cy="${y + h * 1.05}" r="${h * 0.78}" fill="${a}" opacity="0.6"/>`,
        `<circle cx="${x + w * 0.95}" cy="${y + h * 1.05}" r="${h * 0.7}" fill="${p}"/>`,
        `<rect x="${x}" y="${y + h - 74}" width="${w}" height="74" fill="${p}"/>`,
      ].join("");
  }
}

export function drawLensBox(spec: TLensBoxSpec): string {
  const p = color(spec.colors.primary);
  const s = color(spec.colors.secondary, "#ffffff");
  const a = color(spec.colors.accent);
  const t = color(spec.colors.text, "#ffffff");
  const tint = color(spec.tints?.[0], "#6a8caf");
  const [x, y, w, h] = [130, 270, 440, 380];
  const [dx, dy] = [120, -78];
  const defs = [
    SHADOW_DEF,
    `<clipPath id="face"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath>`,
    `<radialGradient id="lensFill" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${shade(a, 0.55)}"/></radialGradient>`,
    `<linearGradient id="side" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(p, -0.18)}"/><stop offset="1" stop-color="${shade(p, -0.32)}"/></linearGradient>`,
    `<linearGradient id="top" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${shade(s, -0.04)}"/><stop offset="1" stop-color="${shade(s, -0.12)}"/></linearGradient>`,
  ].join("");
  const lineSize = fitSize(spec.line, w - 100, 58, 26);
  const badgeWidth = Math.max(96, spec.badge.length * 15 + 36);
  const body = [
    shadow(x + w / 2 + dx / 2, y + h + 18, w * 0.66, 34),
    // top and side faces
    `<polygon points="${x},${y} ${x + dx},${y + dy} ${x + w + dx},${y + dy} ${x + w},${y}" fill="url(#top)"/>`,
    `<line x1="${x + 30}" y1="${y - 10}" x2="${x + w + dx - 50}" y2="${y + dy + 12}" stroke="${shade(s, -0.25)}" stroke-width="2" stroke-dasharray="8 7"/>`,
    `<polygon points="${x + w},${y} ${x + w + dx},${y + dy} ${x + w + dx},${y + h + dy} ${x + w},${y + h}" fill="url(#side)"/>`,
    `<polygon points="${x + w},${y + h * 0.62} ${x + w + dx},${y + h * 0.62 + dy} ${x + w + dx},${y + h * 0.62 + dy + 10} ${x + w},${y + h * 0.62 + 10}" fill="${a}" opacity="0.8"/>`,
    text(0, 0, spec.brand, {
      size: 24,
      fill: t,
      weight: 700,
      anchor: "middle",
      spacing: 2,
      extra: `transform="translate(${x + w + dx / 2 + 8} ${y + h / 2 + dy / 2}) rotate(90) skewX(-33)"`,
    }),
    // front face
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${s}"/>`,
    `<g clip-path="url(#face)">${motif(spec, x, y, w, h)}</g>`,
    text(x + 36, y + 66, spec.brand, {
      size: fitSize(spec.brand, w - badgeWidth - 100, 40, 20),
      fill: p,
      weight: 700,
      spacing: 1,
    }),
    text(x + 36, y + 66 + lineSize + 22, spec.line, { size: lineSize, fill: shade(p, -0.35), weight: 700 }),
    spec.subline
      ? text(x + 38, y + 66 + lineSize + 58, spec.subline, {
          size: 22,
          fill: shade(p, -0.1),
          style: "italic",
        })
      : "",
    `<rect x="${x + w - badgeWidth - 22}" y="${y + 24}" width="${badgeWidth}" height="40" rx="20" fill="${a}"/>`,
    text(x + w - badgeWidth / 2 - 22, y + 51, spec.badge, {
      size: 19,
      fill: "#ffffff",
      weight: 700,
      anchor: "middle",
      spacing: 1,
    }),
    lensIcon(x + w - 100, y + h - 112, 64, spec.design, tint, p),
    text(x + 36, y + h - 36, String(spec.count), { size: 64, fill: t, weight: 700 }),
    text(x + 40 + String(spec.count).length * 37, y + h - 40, pluralRu(spec.count, LENS_FORMS), {
      size: 26,
      fill: t,
    }),
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${shade(p, -0.2)}" stroke-opacity="0.25" stroke-width="2"/>`,
  ].join("");
  return svgDocument(body, defs);
}

export function drawLensBlister(spec: TLensBlisterSpec): string {
  const p = color(spec.colors.primary);
  const a = color(spec.colors.accent);
  const tint = spec.tint ? color(spec.tint) : null;
  const defs = [
    SHADOW_DEF,
    `<linearGradient id="foil" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4f5f7"/><stop offset="0.45" stop-color="#d9dde2"/><stop offset="0.55" stop-color="#eef0f3"/><stop offset="1" stop-color="#c7ccd3"/></linearGradient>`,
    `<radialGradient id="bubble" cx="0.38" cy="0.32" r="0.8"><stop offset="0" stop-color="#ffffff" stop-opacity="0.95"/><stop offset="0.7" stop-color="#e8f1f8" stop-opacity="0.7"/><stop offset="1" stop-color="#b9cbe0" stop-opacity="0.8"/></radialGradient>`,
    `<radialGradient id="lens" cx="0.45" cy="0.4" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.2"/><stop offset="1" stop-color="${shade(a, 0.3)}" stop-opacity="0.75"/></radialGradient>`,
  ].join("");
  const body = [
    shadow(400, 668, 250, 30),
    `<g transform="rotate(-8 400 420)">`,
    `<path d="M 230 190 L 570 190 Q 600 190 600 220 L 600 620 Q 600 650 570 650 L 230 650 Q 200 650 200 620 L 200 220 Q 200 190 230 190 Z" fill="url(#foil)" stroke="#b3b9c1" stroke-width="2"/>`,
    `<path d="M 200 300 L 600 300" stroke="${p}" stroke-width="0"/>`,
    `<rect x="200" y="190" width="400" height="84" rx="30" fill="${p}"/>`,
    `<rect x="200" y="244" width="400" height="30" fill="${p}"/>`,
    text(400, 245, spec.brand, { size: 34, fill: "#ffffff", weight: 700, anchor: "middle", spacing: 1 }),
    text(400, 318, spec.line, {
      size: fitSize(spec.line, 340, 30, 16),
      fill: shade(p, -0.3),
      weight: 700,
      anchor: "middle",
    }),
    `<circle cx="400" cy="478" r="138" fill="url(#bubble)" stroke="#aab6c4" stroke-width="3"/>`,
    `<ellipse cx="400" cy="486" rx="98" ry="88" fill="url(#lens)" stroke="${shade(a, 0.1)}" stroke-width="3"/>`,
    tint
      ? `<circle cx="400" cy="486" r="50" fill="${tint}" opacity="0.65"/><circle cx="400" cy="486" r="20" fill="#ffffff" opacity="0.9"/>`
      : "",
    `<path d="M 326 452 A 84 84 0 0 1 380 404" fill="none" stroke="#ffffff" stroke-width="9" stroke-linecap="round" opacity="0.9"/>`,
    `<path d="M 470 560 A 90 90 0 0 1 440 578" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.7"/>`,
    `</g>`,
  ].join("");
  return svgDocument(body, defs);
}
