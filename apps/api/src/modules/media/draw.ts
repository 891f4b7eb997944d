/** Spec (from images.spec) → SVG. Unknown or broken specs get a neutral placeholder. */
import { drawBottle, drawCase } from "./draw-accessory.ts";
import { drawCertificate } from "./draw-certificate.ts";
import { drawCover } from "./draw-cover.ts";
import { drawFrame } from "./draw-frame.ts";
import { drawLensBlister, drawLensBox } from "./draw-lens.ts";
import { drawPortrait } from "./draw-portrait.ts";
import { IMAGE_KINDS, type TImageKind, type TImageSpec } from "./image-spec.ts";
import { SHADOW_DEF, shadow, svgDocument, text } from "./svg.ts";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Light structural check of a jsonb spec: the kind and the nested objects the drawings read. */
export function asImageSpec(value: unknown): TImageSpec | null {
  if (!isRecord(value) || typeof value.kind !== "string") return null;
  if (!(IMAGE_KINDS as readonly string[]).includes(value.kind)) return null;
  const kind = value.kind as TImageKind;
  const needsColors =
    kind === "lens-box" ||
    kind === "lens-blister" ||
    kind === "bottle" ||
    kind === "certificate" ||
    kind === "cover";
  if (needsColors && !isRecord(value.colors)) return null;
  if (kind === "sunglasses" && !isRecord(value.lens)) return null;
  if (kind === "certificate" && typeof value.amount !== "number") return null;
  for (const key of ["brand", "line", "name", "model", "title", "text", "badge", "volume", "subline"]) {
    if (key in value && typeof value[key] !== "string") return null;
  }
  return value as TImageSpec;
}

export function drawPlaceholder(label = ""): string {
  const body = [
    shadow(400, 560, 200, 24),
    `<rect x="240" y="260" width="320" height="260" rx="28" fill="#e3e6ea"/>`,
    `<circle cx="330" cy="350" r="34" fill="#c8cdd3"/>`,
    `<path d="M 260 500 L 360 400 L 430 460 L 480 420 L 540 500 Z" fill="#c8cdd3"/>`,
    label ? text(400, 620, label, { size: 26, fill: "#8a9098", anchor: "middle" }) : "",
  ].join("");
  return svgDocument(body, SHADOW_DEF);
}

export function drawImage(spec: unknown, alt = ""): string {
  const checked = asImageSpec(spec);
  if (!checked) return drawPlaceholder(alt.slice(0, 40));
  switch (checked.kind) {
    case "lens-box":
      return drawLensBox(checked);
    case "lens-blister":
      return drawLensBlister(checked);
    case "frame":
    case "sunglasses":
      return drawFrame(checked);
    case "bottle":
      return drawBottle(checked);
    case "case":
      return drawCase(checked);
    case "certificate":
      return drawCertificate(checked);
    case "cover":
      return drawCover(checked);
    case "portrait":
      return drawPortrait(checked, alt);
  }
}
