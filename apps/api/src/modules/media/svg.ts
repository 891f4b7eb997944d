/** Small helpers shared by the drawing modules. All pictures are 800×800 SVGs. */

export const SIZE = 800;
export const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif";

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes text and attribute values. */
export function esc(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);
}

/** Only #rgb / #rrggbb colours reach the SVG; anything else becomes the fallback. */
export function color(value: unknown, fallback = "#888888"): string {
  return typeof value === "string" && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? value : fallback;
}

function toRgb(hex: string): [number, number, number] {
  const h = color(hex).slice(1);
  const full = h.length === 3 ? [...h].map((c) => c + c).join("") : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (rgb: readonly number[]): string =>
  `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;

/** Mixes a colour with white (amount > 0) or black (amount < 0); amount in -1…1. */
export function shade(hex: string, amount: number): string {
  const target = amount >= 0 ? 255 : 0;
  const a = Math.abs(amount);
  return toHex(toRgb(hex).map((v) => v + (target - v) * a));
}

/** Perceived brightness 0…1 (to choose readable text colours). */
export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

export function svgDocument(body: string, defs = "", background = "#f6f7f9"): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">`,
    `<defs>${defs}</defs>`,
    `<rect width="${SIZE}" height="${SIZE}" fill="${background}"/>`,
    body,
    "</svg>",
  ].join("");
}

export type TTextOptions = {
  size: number;
  fill: string;
  weight?: number | string;
  anchor?: "start" | "middle" | "end";
  style?: "normal" | "italic";
  spacing?: number;
  extra?: string;
};

export function text(x: number, y: number, content: string, o: TTextOptions): string {
  const attrs = [
    `x="${x}"`,
    `y="${y}"`,
    `font-family="${FONT}"`,
    `font-size="${o.size}"`,
    `fill="${o.fill}"`,
    `font-weight="${o.weight ?? "normal"}"`,
    `text-anchor="${o.anchor ?? "start"}"`,
  ];
  if (o.style === "italic") attrs.push(`font-style="italic"`);
  if (o.spacing) attrs.push(`letter-spacing="${o.spacing}"`);
  if (o.extra) attrs.push(o.extra);
  return `<text ${attrs.join(" ")}>${esc(content)}</text>`;
}

/** Font size that fits `content` into `width` (rough average glyph width 0.6 em). */
export function fitSize(content: string, width: number, max: number, min = 12): number {
  const size = width / Math.max(1, content.length * 0.6);
  return Math.round(Math.max(min, Math.min(max, size)));
}

/** A soft floor shadow under an object. */
export function shadow(cx: number, cy: number, rx: number, ry: number, id = "shadow"): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${id})"/>`;
}

export const SHADOW_DEF =
  '<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>';
