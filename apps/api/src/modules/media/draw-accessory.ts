/** Accessories: solution bottles, eye drops, sprays, lens cases, glasses cases and pouches. */
import type { TBottleSpec, TCaseSpec } from "./image-spec.ts";
import { color, fitSize, luminance, SHADOW_DEF, shade, shadow, svgDocument, text } from "./svg.ts";

/** Where a bottle's label lines go: [y, largest size, smallest size] for the fitted lines. */
type TLabelLayout = {
  width: number;
  brand: [y: number, maxSize: number, minSize: number];
  name: [y: number, maxSize: number, minSize: number];
  volume: [y: number, size: number];
};

/** The brand, name and volume printed on a bottle's label, centred on the picture. */
function bottleLabel(spec: TBottleSpec, ink: string, { width, brand, name, volume }: TLabelLayout): string[] {
  return [
    text(400, brand[0], spec.brand, {
      size: fitSize(spec.brand, width, brand[1], brand[2]),
      fill: ink,
      weight: 700,
      anchor: "middle",
    }),
    text(400, name[0], spec.name, {
      size: fitSize(spec.name, width, name[1], name[2]),
      fill: ink,
      anchor: "middle",
    }),
    text(400, volume[0], spec.volume, { size: volume[1], fill: ink, weight: 700, anchor: "middle" }),
  ];
}

export function drawBottle(spec: TBottleSpec): string {
  const body = color(spec.colors.body, "#ffffff");
  const cap = color(spec.colors.cap);
  const label = color(spec.colors.label);
  const ink = color(spec.colors.text, "#ffffff");
  const defs = [
    SHADOW_DEF,
    `<linearGradient id="body" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(body, -0.12)}"/><stop offset="0.35" stop-color="${body}"/><stop offset="0.7" stop-color="${body}"/><stop offset="1" stop-color="${shade(body, -0.16)}"/></linearGradient>`,
    `<linearGradient id="cap" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(cap, -0.25)}"/><stop offset="0.4" stop-color="${shade(cap, 0.15)}"/><stop offset="1" stop-color="${shade(cap, -0.3)}"/></linearGradient>`,
  ].join("");
  const parts: string[] = [];
  if (spec.shape === "solution") {
    // tall bottle: shoulders, cap on top
    parts.push(
      shadow(400, 706, 170, 24),
      `<path d="M 290 300 Q 290 250 340 236 L 360 222 L 440 222 L 460 236 Q 510 250 510 300 L 510 660 Q 510 700 470 700 L 330 700 Q 290 700 290 660 Z" fill="url(#body)" stroke="${shade(body, -0.2)}" stroke-width="2"/>`,
      `<rect x="350" y="128" width="100" height="100" rx="12" fill="url(#cap)"/>`,
      ...[0, 1, 2, 3, 4, 5].map(
        (i) =>
          `<line x1="${358 + i * 17}" y1="140" x2="${358 + i * 17}" y2="218" stroke="${shade(cap, -0.35)}" stroke-width="3" opacity="0.5"/>`,
      ),
      `<rect x="290" y="360" width="220" height="250" fill="${label}"/>`,
      `<rect x="290" y="360" width="220" height="10" fill="${shade(label, 0.35)}"/>`,
      ...bottleLabel(spec, ink, { width: 190, brand: [430, 40, 18], name: [475, 26, 14], volume: [580, 26] }),
      `<path d="M 330 520 Q 400 500 470 520" fill="none" stroke="${ink}" stroke-width="3" opacity="0.6"/>`,
      `<rect x="306" y="270" width="16" height="400" rx="8" fill="#ffffff" opacity="0.35"/>`,
    );
  } else if (spec.shape === "dropper") {
    // a small dropper bottle beside its carton
    parts.push(
      shadow(400, 690, 250, 24),
      `<polygon points="180,300 400,300 440,270 220,270" fill="${shade(body, -0.06)}"/>`,
      `<polygon points="400,300 440,270 440,650 400,680" fill="${shade(label, -0.25)}"/>`,
      `<rect x="180" y="300" width="220" height="380" fill="${body}" stroke="${shade(body, -0.15)}" stroke-width="2"/>`,
      `<rect x="180" y="470" width="220" height="210" fill="${label}"/>`,
      text(290, 380, spec.brand, {
        size: fitSize(spec.brand, 190, 36, 16),
        fill: label,
        weight: 700,
        anchor: "middle",
      }),
      text(290, 420, spec.name, {
        size: fitSize(spec.name, 190, 24, 12),
        fill: shade(label, -0.3),
        anchor: "middle",
      }),
      text(290, 560, "капли", { size: 26, fill: ink, anchor: "middle" }),
      text(290, 610, spec.volume, { size: 30, fill: ink, weight: 700, anchor: "middle" }),
      // bottle
      `<path d="M 470 470 Q 470 440 500 434 L 580 434 Q 610 440 610 470 L 610 670 Q 610 690 590 690 L 490 690 Q 470 690 470 670 Z" fill="url(#body)" stroke="${shade(body, -0.2)}" stroke-width="2"/>`,
      `<path d="M 505 434 L 515 330 L 565 330 L 575 434 Z" fill="url(#cap)"/>`,
      `<path d="M 522 330 L 532 270 L 548 270 L 558 330 Z" fill="url(#cap)"/>`,
      `<rect x="470" y="530" width="140" height="110" fill="${label}"/>`,
      text(540, 595, spec.brand, {
        size: fitSize(spec.brand, 120, 22, 12),
        fill: ink,
        weight: 700,
        anchor: "middle",
      }),
    );
  } else {
    // spray: slim bottle with a pump head
    parts.push(
      shadow(400, 706, 140, 22),
      `<rect x="320" y="300" width="160" height="400" rx="36" fill="url(#body)" stroke="${shade(body, -0.2)}" stroke-width="2"/>`,
      `<rect x="360" y="250" width="80" height="56" rx="8" fill="url(#cap)"/>`,
      `<path d="M 370 250 L 370 196 L 452 196 Q 470 196 470 210 L 470 222 L 430 222 L 430 250 Z" fill="url(#cap)"/>`,
      `<rect x="320" y="400" width="160" height="200" fill="${label}"/>`,
      ...bottleLabel(spec, ink, { width: 140, brand: [470, 30, 14], name: [510, 26, 12], volume: [570, 24] }),
    );
  }
  return svgDocument(parts.join(""), defs);
}

export function drawCase(spec: TCaseSpec): string {
  const c = color(spec.color);
  const a = color(spec.accent, "#ffffff");
  const ink = luminance(c) < 0.6 ? "#ffffff" : "#2b2d31";
  const defs = [
    SHADOW_DEF,
    `<radialGradient id="cap" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="${shade(c, 0.35)}"/><stop offset="1" stop-color="${shade(c, -0.15)}"/></radialGradient>`,
    `<linearGradient id="shell" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(c, 0.18)}"/><stop offset="0.5" stop-color="${c}"/><stop offset="1" stop-color="${shade(c, -0.3)}"/></linearGradient>`,
  ].join("");
  const parts: string[] = [];
  if (spec.shape === "lens-case") {
    parts.push(
      shadow(400, 560, 280, 30),
      `<rect x="160" y="330" width="480" height="190" rx="95" fill="${shade(c, -0.1)}"/>`,
      `<rect x="350" y="395" width="100" height="60" fill="${shade(c, -0.2)}"/>`,
      `<circle cx="255" cy="410" r="112" fill="url(#cap)" stroke="${shade(c, -0.25)}" stroke-width="3"/>`,
      `<circle cx="545" cy="410" r="112" fill="url(#cap)" stroke="${shade(c, -0.25)}" stroke-width="3"/>`,
      ...[255, 545].flatMap((x) =>
        Array.from({ length: 24 }, (_, i) => {
          const angle = (i / 24) * Math.PI * 2;
          const x1 = x + Math.cos(angle) * 100;
          const y1 = 410 + Math.sin(angle) * 100;
          const x2 = x + Math.cos(angle) * 110;
          const y2 = 410 + Math.sin(angle) * 110;
          return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${shade(c, -0.25)}" stroke-width="4"/>`;
        }),
      ),
      text(255, 438, "L", { size: 80, fill: a, weight: 700, anchor: "middle" }),
      text(545, 438, "R", { size: 80, fill: a, weight: 700, anchor: "middle" }),
    );
  } else if (spec.shape === "glasses-case") {
    parts.push(
      shadow(400, 560, 300, 30),
      `<path d="M 140 420 Q 140 300 300 290 L 500 290 Q 660 300 660 420 Q 660 530 520 540 L 280 540 Q 140 530 140 420 Z" fill="url(#shell)"/>`,
      `<path d="M 142 418 Q 400 440 658 418" fill="none" stroke="${shade(c, -0.45)}" stroke-width="4"/>`,
      `<path d="M 150 402 Q 400 424 650 402" fill="none" stroke="${shade(c, 0.3)}" stroke-width="2" stroke-dasharray="6 6"/>`,
      `<rect x="370" y="404" width="60" height="26" rx="6" fill="${a}"/>`,
      text(400, 372, spec.text, { size: 30, fill: a, weight: 700, anchor: "middle", spacing: 3 }),
    );
  } else {
    parts.push(
      shadow(400, 640, 260, 26),
      `<rect x="170" y="200" width="460" height="420" rx="26" fill="${c}"/>`,
      `<path d="M 630 500 L 630 594 Q 630 620 604 620 L 510 620 Z" fill="${shade(c, -0.3)}"/>`,
      `<path d="M 630 500 L 510 620 L 510 526 Q 510 500 536 500 Z" fill="${shade(c, 0.25)}"/>`,
      `<rect x="200" y="230" width="400" height="360" rx="16" fill="none" stroke="${a}" stroke-width="3" stroke-dasharray="10 8" opacity="0.7"/>`,
      text(400, 390, spec.text, {
        size: fitSize(spec.text, 360, 56, 20),
        fill: ink,
        weight: 700,
        anchor: "middle",
      }),
      `<path d="M 280 440 Q 340 410 400 440 T 520 440" fill="none" stroke="${a}" stroke-width="5" opacity="0.8"/>`,
    );
  }
  return svgDocument(parts.join(""), defs);
}
