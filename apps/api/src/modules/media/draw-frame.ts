/** Frames and sunglasses: a front view and a side view in the frame's colour and shape. */
import type { TFrameShape, TFrameSpec, TSunglassesSpec } from "./image-spec.ts";
import { color, esc, FONT, luminance, SHADOW_DEF, shade, shadow, svgDocument, text } from "./svg.ts";

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
      return { defs: "", paint: c, opacity: 0.7 };
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
  const width = bold ? 18 : 7;
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
      parts.push(
        `<path d="${shape.d}" fill="none" stroke="${rim.paint}" stroke-opacity="${rim.opacity}" stroke-width="${width}" stroke-linejoin="round"/>`,
      );
      if (bold) {
        parts.push(
          `<path d="${shape.d}" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="3" transform="scale(0.97)"/>`,
        );
      }
    } else if (spec.rim === "half" || spec.shape === "browline") {
      parts.push(
        `<path d="${shape.d}" fill="none" stroke="${spec.shape === "browline" ? metal : "#c3c9d1"}" stroke-width="${spec.shape === "browline" ? 5 : 2.5}"/>`,
        `<path d="${shape.d}" fill="none" stroke="${rim.paint}" stroke-opacity="${rim.opacity}" stroke-width="${bold ? 22 : 9}" clip-path="url(#upper)" stroke-linejoin="round"/>`,
      );
    } else {
      parts.push(`<path d="${shape.d}" fill="none" stroke="#c9d1da" stroke-width="2"/>`);
    }
    return `<g transform="${t}">${parts.join("")}</g>`;
  };
  // bridge, hinges and (for thin frames) nose pads
  const innerL = LEFT_X + 112;
  const innerR = RIGHT_X - 112;
  const bridgeY = CY - hh * 0.5;
  const bridgeStroke = bold && spec.rim === "full" ? rim.paint : metal;
  const parts = [
    shadow(400, CY + hh + 95, 300, 26),
    spec.shape === "aviator"
      ? `<path d="M ${LEFT_X + 20} ${CY - hh + 4} Q 400 ${CY - hh - 22} ${RIGHT_X - 20} ${CY - hh + 4}" fill="none" stroke="${metal}" stroke-width="6"/>`
      : "",
    `<path d="M ${innerL - 6} ${bridgeY} Q 400 ${bridgeY - 34} ${innerR + 6} ${bridgeY}" fill="none" stroke="${bridgeStroke}" stroke-opacity="${bold && spec.rim === "full" ? rim.opacity : 1}" stroke-width="${bold ? 16 : 6}" stroke-linecap="round"/>`,
    lens(LEFT_X, false),
    lens(RIGHT_X, true),
  ];
  if (!bold || spec.rim !== "full") {
    parts.push(
      `<ellipse cx="${innerL - 14}" cy="${CY + 22}" rx="9" ry="15" fill="#e9eef3" stroke="#b9c2cc" stroke-width="2"/>`,
      `<ellipse cx="${innerR + 14}" cy="${CY + 22}" rx="9" ry="15" fill="#e9eef3" stroke="#b9c2cc" stroke-width="2"/>`,
    );
  }
  const hingeY = CY - hh * 0.62;
  const hingeH = bold ? 22 : 10;
  parts.push(
    `<rect x="${LEFT_X - 148}" y="${hingeY}" width="34" height="${hingeH}" rx="${hingeH / 2}" fill="${bold ? rim.paint : metal}" opacity="${rim.opacity}"/>`,
    `<rect x="${RIGHT_X + 114}" y="${hingeY}" width="34" height="${hingeH}" rx="${hingeH / 2}" fill="${bold ? rim.paint : metal}" opacity="${rim.opacity}"/>`,
  );
  parts.push(caption(spec, CY + hh + 170));
  return svgDocument(parts.join(""), defs, "#f7f7f8");
}

function caption(spec: TFrameSpec | TSunglassesSpec, y: number): string {
  return [
    text(400, y, spec.brand, { size: 30, fill: "#2b2d31", weight: 700, anchor: "middle", spacing: 1 }),
    text(400, y + 36, spec.model, { size: 22, fill: "#7a7f87", anchor: "middle", spacing: 2 }),
  ].join("");
}

function sideView(spec: TFrameSpec | TSunglassesSpec): string {
  const shape = LENS_PATHS[spec.shape] ?? LENS_PATHS.rectangle;
  const bold = spec.weight !== "thin";
  const rim = rimPaint(spec);
  const hh = shape.halfHeight;
  const metal = bold ? color(spec.accent) : color(spec.color);
  const templeY = CY - hh * 0.55;
  const templeColour = bold ? rim.paint : metal;
  const tip = bold ? rim.paint : shade(color(spec.color), -0.4);
  const textColour = bold && luminance(color(spec.color)) < 0.55 ? "#ffffff" : "#3a3d42";
  const lensColour = spec.kind === "sunglasses" ? color(spec.lens.color) : "#d6e3ee";
  const defs = [
    SHADOW_DEF,
    rim.defs,
    `<path id="templeText" d="M 230 ${templeY + 6} L 560 ${templeY + 12}"/>`,
  ].join("");
  const parts = [
    shadow(420, CY + hh + 95, 300, 22),
    // the front seen edge-on, with the lens as a sliver
    `<path d="M 150 ${CY - hh} Q 178 ${CY} 150 ${CY + hh}" fill="none" stroke="${lensColour}" stroke-width="10" opacity="0.9"/>`,
    `<rect x="132" y="${CY - hh - 6}" width="${bold ? 34 : 16}" height="${hh * 2 + 12}" rx="${bold ? 16 : 8}" fill="${rim.paint}" opacity="${rim.opacity}"/>`,
    // hinge and temple
    `<rect x="${bold ? 160 : 146}" y="${templeY - 6}" width="44" height="${bold ? 24 : 14}" rx="5" fill="${metal}"/>`,
    `<path d="M 190 ${templeY + 4} L 590 ${templeY + 16} Q 640 ${templeY + 18} 668 ${templeY + 62} Q 690 ${templeY + 100} 700 ${templeY + 150}" fill="none" stroke="${templeColour}" stroke-opacity="${rim.opacity}" stroke-width="${bold ? 22 : 8}" stroke-linecap="round"/>`,
  ];
  if (!bold) {
    parts.push(
      `<path d="M 560 ${templeY + 15} L 590 ${templeY + 16} Q 640 ${templeY + 18} 668 ${templeY + 62} Q 690 ${templeY + 100} 700 ${templeY + 150}" fill="none" stroke="${tip}" stroke-width="15" stroke-linecap="round"/>`,
    );
  }
  parts.push(
    bold
      ? `<text font-family="${FONT}" font-size="15" font-weight="700" fill="${textColour}" letter-spacing="2"><textPath href="#templeText">${esc(spec.brand.toUpperCase())}</textPath></text>`
      : text(390, templeY - 18, spec.brand, {
          size: 18,
          fill: "#6f747c",
          weight: 700,
          anchor: "middle",
          spacing: 2,
        }),
    caption(spec, CY + hh + 170),
  );
  return svgDocument(parts.join(""), defs, "#f7f7f8");
}

export function drawFrame(spec: TFrameSpec | TSunglassesSpec): string {
  return spec.view === "side" ? sideView(spec) : frontView(spec);
}
