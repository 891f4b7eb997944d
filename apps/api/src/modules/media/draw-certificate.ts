/**
 * Gift certificate: a card with a ribbon, the title and the amount. Both brands show the same
 * picture, so it carries no shop name (the site around it says whose certificate it is).
 */
import { formatPrice } from "@optika/domain/money";
import type { TCertificateSpec } from "./image-spec.ts";
import { color, SHADOW_DEF, shade, shadow, svgDocument, text } from "./svg.ts";

export function drawCertificate(spec: TCertificateSpec): string {
  const bg = color(spec.colors.background);
  const accent = color(spec.colors.accent);
  const ink = color(spec.colors.text, "#ffffff");
  const amount = Number.isFinite(spec.amount) ? Math.max(0, Math.round(spec.amount)) : 0;
  const defs = [
    SHADOW_DEF,
    `<linearGradient id="card" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(bg, 0.12)}"/><stop offset="1" stop-color="${shade(bg, -0.2)}"/></linearGradient>`,
    `<linearGradient id="ribbon" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(accent, -0.15)}"/><stop offset="0.5" stop-color="${shade(accent, 0.25)}"/><stop offset="1" stop-color="${shade(accent, -0.15)}"/></linearGradient>`,
    `<clipPath id="cardClip"><rect x="70" y="190" width="660" height="420" rx="28"/></clipPath>`,
  ].join("");
  const body = [
    shadow(400, 640, 330, 30),
    `<rect x="70" y="190" width="660" height="420" rx="28" fill="url(#card)"/>`,
    `<g clip-path="url(#cardClip)">`,
    `<circle cx="690" cy="230" r="210" fill="#ffffff" opacity="0.06"/>`,
    `<circle cx="120" cy="600" r="160" fill="#ffffff" opacity="0.05"/>`,
    `<rect x="622" y="190" width="46" height="420" fill="url(#ribbon)"/>`,
    `<rect x="70" y="468" width="660" height="40" fill="url(#ribbon)"/>`,
    `</g>`,
    // bow
    `<path d="M 645 488 C 582 430 562 500 592 520 C 612 532 632 505 645 488 Z" fill="${shade(accent, -0.1)}"/>`,
    `<path d="M 645 488 C 708 430 728 500 698 520 C 678 532 658 505 645 488 Z" fill="${shade(accent, -0.1)}"/>`,
    `<path d="M 645 488 L 618 560 L 634 556 L 645 576 Z" fill="${shade(accent, -0.25)}"/>`,
    `<path d="M 645 488 L 672 560 L 656 556 L 645 576 Z" fill="${shade(accent, -0.25)}"/>`,
    `<circle cx="645" cy="488" r="14" fill="${accent}"/>`,
    `<rect x="70" y="190" width="660" height="420" rx="28" fill="none" stroke="${accent}" stroke-opacity="0.55" stroke-width="3"/>`,
    text(112, 262, spec.title.toUpperCase(), { size: 26, fill: accent, weight: 700, spacing: 3 }),
    text(112, 392, formatPrice(amount * 100), { size: 96, fill: ink, weight: 700 }),
    text(112, 440, "на покупки в салонах и на сайте", { size: 22, fill: shade(ink, -0.2) }),
  ].join("");
  return svgDocument(body, defs, "#f4f1ec");
}
