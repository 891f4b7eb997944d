/**
 * A specialist's portrait where the shop has no photo (the demo data): the person's initials on a
 * soft colour picked by the name. Read at 96 px in a circle on the list and at 200 px on the
 * specialist's page.
 */
import { nameInitials } from "@optika/domain/language";
import type { TPortraitSpec } from "./image-spec.ts";
import { shade, svgDocument, text } from "./svg.ts";

/** Soft backgrounds: teal, blue, green, violet, amber, rose. */
const PORTRAIT_TONES = ["#0f766e", "#1d4ed8", "#15803d", "#6d28d9", "#b45309", "#be185d"] as const;

/** A stable tone per name (the same person is always the same colour). */
function toneOf(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return PORTRAIT_TONES[hash % PORTRAIT_TONES.length] ?? PORTRAIT_TONES[0];
}

export function drawPortrait(spec: TPortraitSpec, alt: string): string {
  const name = spec.name ?? alt;
  const tone = toneOf(name);
  // the initials, large and centred (a circle crop keeps the middle); 0.35 em below the centre is
  // the baseline of capitals centred on it
  const body = text(400, 400 + 0.35 * 260, nameInitials(name), {
    size: 260,
    fill: "#ffffff",
    weight: 700,
    anchor: "middle",
  });
  return svgDocument(body, "", shade(tone, 0.35));
}
