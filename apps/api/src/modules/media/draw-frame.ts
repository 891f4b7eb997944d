/**
 * Frames and sunglasses: a front view and a side view in the frame's colour and shape.
 *
 * Every frame is drawn at one scale (`FRAME_SCALE`) and centred, so a pair fills the width of the
 * picture (≈ 90 %) and two frames side by side in a listing compare like the real things. Light
 * colours (crystal, silver, gold, pink) get a darker edge so they read against the light
 * background. No text: the brand and model are on the card beside the picture.
 */
import type { TFrameShape, TFrameSpec, TSunglassesSpec } from "./image-spec.ts";
import { color, luminance, SHADOW_DEF, SIZE, shade, shadow, svgDocument } from "./svg.ts";

/** Outline of the viewer's left lens, centred on (0,0); the temple side is negative x. */
const LENS_PATHS: Record<TFrameShape, { d: string; halfHeight: number }> = {
  rectangle: {
    d: "M 97 -72 L -97 -72 Q -125 -72 -125 -44 L -125 40 Q -125 70 -95 70 L 95 70 Q 125 70 125 40 L 125 -44 Q 125 -72 97 -72 Z",
    halfHeight: 72,
  },
  square: {
    d: "M 84 -96 L -84 -96 Q -114 -96 -114 -66 L -114 62 Q -114 94 -82 94 L 82 94 Q 114 94 114 62 L 114 -66 Q 114 -96 84 -96 Z",
    halfHeight: 96,
  },
  round: {
    d: "M 106 0 A 106 106 0 1 1 -106 0 A 106 106 0 1 1 106 0 Z",
    halfHeight: 106,
  },
  oval: {
    d: "M 124 0 A 124 86 0 1 1 -124 0 A 124 86 0 1 1 124 0 Z",
    halfHeight: 86,
  },
  "cat-eye": {
    d: "M 112 -58 C 60 -74 -50 -84 -128 -104 C -136 -64 -128 10 -96 50 C -62 88 42 88 92 60 C 122 40 128 -26 112 -58 Z",
    halfHeight: 90,
  },
  aviator: {
    d: "M 118 -72 C 60 -86 -60 -86 -120 -70 C -134 -20 -124 42 -86 82 C -44 120 34 118 74 76 C 104 44 122 -16 118 -72 Z",
    halfHeight: 96,
  },
  wayfarer: {
    d: "M 116 -70 L -124 -86 Q -134 -86 -132 -70 L -108 48 Q -102 70 -78 70 L 84 64 Q 104 62 108 42 L 122 -52 Q 124 -68 116 -70 Z",
    halfHeight: 80,
  },
  browline: {
    d: "M 118 -64 L -122 -64 Q -130 -64 -128 -46 C -124 18 -100 70 -40 72 L 48 72 C 100 70 120 18 124 -44 Q 126 -64 118 -64 Z",
    halfHeight: 70,
  },
  geometric: {
    d: "M 120 -18 L 70 -82 L -74 -82 L -126 -12 L -84 72 L 76 72 Z",
    halfHeight: 80,
  },
  panto: {
    d: "M 110 -58 C 60 -78 -60 -78 -110 -58 C -132 0 -112 72 -40 90 C 20 102 92 72 112 20 C 120 -10 120 -40 110 -58 Z",
    halfHeight: 88,
  },
};

const CY = 370;
const LEFT_X = 255;
const RIGHT_X = 545;
/** drawing units → picture: the front view's 586 units (hinge to hinge) become ≈ 715 px of 800 */
const FRAME_SCALE = 1.22;
const BACKGROUND = "#f7f7f8";

/** A darker line around colours too light to stand out on the background; null when not needed. */
function edgeOf(hex: string): string | null {
  return luminance(hex) > 0.5 ? shade(hex, -0.45) : null;
}

/** Scales the drawing by FRAME_SCALE around the centre of its box (x0…x1, y0…y1) and puts that
 * centre in the middle of the picture; the floor shadow goes under the box. */
function placed(body: string, box: { x0: number; x1: number; y0: number; y1: number }): string {
  const cx = (box.x0 + box.x1) / 2;
  const cy = (box.y0 + box.y1) / 2;
  const half = SIZE / 2;
  const floor = half + (box.y1 - cy) * FRAME_SCALE + 36;
  const width = ((box.x1 - box.x0) * FRAME_SCALE) / 2;
  return [
    shadow(half, floor, width * 0.9, 20),
    `<g transform="translate(${half} ${half}) scale(${FRAME_SCALE}) translate(${-cx} ${-cy})">`,
    body,
    "</g>",
  ].join("");
}

function rimPaint(spec: TFrameSpec | TSunglassesSpec): { defs: string; paint: string; opacity: number } {
  const c = color(spec.color);
  const a = color(spec.accent);
  switch (spec.pattern) {
    case "tortoise":
      return {
        defs: `<pattern id="rim" patternUnits="userSpaceOnUse" width="70" height="60"><rect width="70" height="60" fill="${c}"/><ellipse cx="14" cy="12" rx="11" ry="7" fill="${a}" opacity="0.8"/><ellipse cx="48" cy="30" rx="14" ry="8" fill="${shade(a, 0.2)}" opacity="0.7"/><ellipse cx="22" cy="46" rx="9" ry="6" fill="${shade(c, -0.45)}"/><ellipse cx="60" cy="6" rx="7" ry="5" fill="${shade(c, -0.35)}"/></pattern>`,
        paint: "url(#rim)",
        opacity: 1,
      };
    case "gradient":
      return {
        defs: `<linearGradient id="rim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c}"/><stop offset="1" stop-color="${a}"/></linearGradient>`,
        paint: "url(#rim)",
        opacity: 1,
      };
    case "transparent":
      return { defs: "", paint: c, opacity: 0.85 };
    default:
      return { defs: "", paint: c, opacity: 1 };
  }
}

function lensPaint(spec: TFrameSpec | TSunglassesSpec): string {
  if (spec.kind !== "sunglasses") {
    return `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e6f0f8" stop-opacity="0.75"/><stop offset="1" stop-color="#cfdeea" stop-opacity="0.55"/></linearGradient>`;
  }
  const l = color(spec.lens.color, "#333333");
  if (spec.lens.mirror) {
    return `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(l, 0.35)}"/><stop offset="0.45" stop-color="${l}"/><stop offset="0.6" stop-color="${shade(l, 0.5)}"/><stop offset="1" stop-color="${shade(l, -0.35)}"/></linearGradient>`;
  }
  if (spec.lens.gradient) {
    return `<linearGradient id="glass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(l, -0.15)}"/><stop offset="0.55" stop-color="${l}" stop-opacity="0.85"/><stop offset="1" stop-color="${shade(l, 0.6)}" stop-opacity="0.5"/></linearGradient>`;
  }
  return `<linearGradient id="glass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(l, -0.1)}"/><stop offset="1" stop-color="${shade(l, 0.12)}"/></linearGradient>`;
}

function frontView(spec: TFrameSpec | TSunglassesSpec): string {
  const shape = LENS_PATHS[spec.shape] ?? LENS_PATHS.rectangle;
  const bold = spec.weight !== "thin";
  const rim = rimPaint(spec);
  const metal = spec.weight === "thin" ? color(spec.color) : color(spec.accent);
  const rimEdge = edgeOf(color(spec.color));
  const metalEdge = edgeOf(metal);
  const width = bold ? 18 : 8;
  const hh = shape.halfHeight;
  const defs = [
    SHADOW_DEF,
    rim.defs,
    lensPaint(spec),
    // used inside the lens groups: local coordinates, centred on the lens
    `<clipPath id="upper"><rect x="-200" y="-200" width="400" height="${200 - hh * 0.15}"/></clipPath>`,
    `<clipPath id="lensClip"><path d="${shape.d}"/></clipPath>`,
  ].join("");
  const lens = (x: number, mirror: boolean) => {
    const t = mirror ? `translate(${x} ${CY}) scale(-1 1)` : `translate(${x} ${CY})`;
    const parts = [
      `<path d="${shape.d}" fill="url(#glass)"/>`,
      `<g clip-path="url(#lensClip)"><polygon points="-60,-140 -10,-140 -120,140 -170,140" fill="#ffffff" opacity="${spec.kind === "sunglasses" ? 0.16 : 0.45}"/><polygon points="10,-140 30,-140 -80,140 -100,140" fill="#ffffff" opacity="${spec.kind === "sunglasses" ? 0.1 : 0.3}"/></g>`,
    ];
    if (spec.rim === "full" && spec.shape !== "browline") {
      if (rimEdge) {
        parts.push(
          `<path d="${shape.d}" fill="none" stroke="${rimEdge}" stroke-width="${width + 5}" stroke-linejoin="round"/>`,
        );
      }
      parts.push(
        `<path d="${shape.d}" fill="none" stroke="${rim.paint}" stroke-opacity="${rim.opacity}" stroke-width="${width}" stroke-linejoin="round"/>`,
      );
      if (bold) {
        parts.push(
          `<path d="${shape.d}" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="3" transform="scale(0.97)"/>`,
        );
      }
    } else if (spec.rim === "half" || spec.shape === "browline") {
      const isBrowline = spec.shape === "browline";
      const topWidth = bold ? 22 : 10;
      parts.push(
        `<path d="${shape.d}" fill="none" stroke="${isBrowline ? (metalEdge ?? metal) : "#8f98a3"}" stroke-width="${isBrowline ? 5 : 3}"/>`,
      );
      if (rimEdge) {
        parts.push(
          `<path d="${shape.d}" fill="none" stroke="${rimEdge}" stroke-width="${topWidth + 5}" clip-path="url(#upper)" stroke-linejoin="round"/>`,
        );
      }
      parts.push(
        `<path d="${shape.d}" fill="none" stroke="${rim.paint}" stroke-opacity="${rim.opacity}" stroke-width="${topWidth}" clip-path="url(#upper)" stroke-linejoin="round"/>`,
      );
    } else {
      parts.push(`<path d="${shape.d}" fill="none" stroke="#8f98a3" stroke-width="3"/>`);
    }
    return `<g transform="${t}">${parts.join("")}</g>`;
  };
  // bridge, hinges and (for thin frames) nose pads
  const innerL = LEFT_X + 112;
  const innerR = RIGHT_X - 112;
  const bridgeY = CY - hh * 0.5;
  const bridgeIsRim = bold && spec.rim === "full";
  const bridgeStroke = bridgeIsRim ? rim.paint : metal;
  const bridgeEdge = bridgeIsRim ? rimEdge : metalEdge;
  const bridgeWidth = bold ? 16 : 7;
  const bridge = `M ${innerL - 6} ${bridgeY} Q 400 ${bridgeY - 34} ${innerR + 6} ${bridgeY}`;
  const parts = [
    spec.shape === "aviator"
      ? `<path d="M ${LEFT_X + 20} ${CY - hh + 4} Q 400 ${CY - hh - 22} ${RIGHT_X - 20} ${CY - hh + 4}" fill="none" stroke="${metalEdge ?? metal}" stroke-width="7"/>`
      : "",
    bridgeEdge
      ? `<path d="${bridge}" fill="none" stroke="${bridgeEdge}" stroke-width="${bridgeWidth + 5}" stroke-linecap="round"/>`
      : "",
    `<path d="${bridge}" fill="none" stroke="${bridgeStroke}" stroke-opacity="${bridgeIsRim ? rim.opacity : 1}" stroke-width="${bridgeWidth}" stroke-linecap="round"/>`,
    lens(LEFT_X, false),
    lens(RIGHT_X, true),
  ];
  if (!bold || spec.rim !== "full") {
    parts.push(
      `<ellipse cx="${innerL - 14}" cy="${CY + 22}" rx="9" ry="15" fill="#e9eef3" stroke="#a3adb8" stroke-width="2"/>`,
      `<ellipse cx="${innerR + 14}" cy="${CY + 22}" rx="9" ry="15" fill="#e9eef3" stroke="#a3adb8" stroke-width="2"/>`,
    );
  }
  const hingeY = CY - hh * 0.62;
  const hingeH = bold ? 22 : 11;
  const hingeFill = bold ? rim.paint : metal;
  const hingeEdge = (bold ? rimEdge : metalEdge) ?? "none";
  parts.push(
    `<rect x="${LEFT_X - 148}" y="${hingeY}" width="34" height="${hingeH}" rx="${hingeH / 2}" fill="${hingeFill}" opacity="${rim.opacity}" stroke="${hingeEdge}" stroke-width="2.5"/>`,
    `<rect x="${RIGHT_X + 114}" y="${hingeY}" width="34" height="${hingeH}" rx="${hingeH / 2}" fill="${hingeFill}" opacity="${rim.opacity}" stroke="${hingeEdge}" stroke-width="2.5"/>`,
  );
  const top = CY - hh - (spec.shape === "aviator" ? 22 : 12);
  const box = { x0: LEFT_X - 150, x1: RIGHT_X + 150, y0: top, y1: CY + hh + 12 };
  return svgDocument(placed(parts.join(""), box), defs, BACKGROUND);
}

function sideView(spec: TFrameSpec | TSunglassesSpec): string {
  const shape = LENS_PATHS[spec.shape] ?? LENS_PATHS.rectangle;
  const bold = spec.weight !== "thin";
  const rim = rimPaint(spec);
  const hh = shape.halfHeight;
  const metal = bold ? color(spec.accent) : color(spec.color);
  const templeY = CY - hh * 0.55;
  const templeColour = bold ? rim.paint : metal;
  const templeEdge = edgeOf(color(spec.color));
  const tip = bold ? rim.paint : shade(color(spec.color), -0.4);
  const lensColour = spec.kind === "sunglasses" ? color(spec.lens.color) : "#b9cbdb";
  const templeWidth = bold ? 22 : 9;
  const temple = `M 190 ${templeY + 4} L 590 ${templeY + 16} Q 640 ${templeY + 18} 668 ${templeY + 62} Q 690 ${templeY + 100} 700 ${templeY + 150}`;
  const parts = [
    // the front seen edge-on, with the lens as a sliver
    `<path d="M 150 ${CY - hh} Q 178 ${CY} 150 ${CY + hh}" fill="none" stroke="${lensColour}" stroke-width="10" opacity="0.9"/>`,
    `<rect x="132" y="${CY - hh - 6}" width="${bold ? 34 : 16}" height="${hh * 2 + 12}" rx="${bold ? 16 : 8}" fill="${rim.paint}" opacity="${rim.opacity}" stroke="${templeEdge ?? "none"}" stroke-width="2.5"/>`,
    // hinge and temple
    `<rect x="${bold ? 160 : 146}" y="${templeY - 6}" width="44" height="${bold ? 24 : 14}" rx="5" fill="${metal}" stroke="${edgeOf(metal) ?? "none"}" stroke-width="2"/>`,
    templeEdge
      ? `<path d="${temple}" fill="none" stroke="${templeEdge}" stroke-width="${templeWidth + 5}" stroke-linecap="round"/>`
      : "",
    `<path d="${temple}" fill="none" stroke="${templeColour}" stroke-opacity="${rim.opacity}" stroke-width="${templeWidth}" stroke-linecap="round"/>`,
  ];
  if (!bold) {
    parts.push(
      `<path d="M 560 ${templeY + 15} L 590 ${templeY + 16} Q 640 ${templeY + 18} 668 ${templeY + 62} Q 690 ${templeY + 100} 700 ${templeY + 150}" fill="none" stroke="${tip}" stroke-width="15" stroke-linecap="round"/>`,
    );
  }
  const box = {
    x0: 130,
    x1: 714,
    y0: CY - hh - 8,
    y1: Math.max(CY + hh + 8, templeY + 164),
  };
  return svgDocument(placed(parts.join(""), box), SHADOW_DEF + rim.defs, BACKGROUND);
}

export function drawFrame(spec: TFrameSpec | TSunglassesSpec): string {
  return spec.view === "side" ? sideView(spec) : frontView(spec);
}
