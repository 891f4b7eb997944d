/**
 * Drawing parameters stored in `images.spec` (jsonb). The seed writes them, the image endpoint
 * turns them into SVG (draw-*.ts) and then into a raster with sharp.
 */

export type TLensBoxSpec = {
  kind: "lens-box";
  /** brand word printed on top, e.g. "ACUVUE" */
  brand: string;
  /** line name, e.g. "OASYS 1-Day" */
  line: string;
  /** smaller text under the line, e.g. "with HydraLuxe" */
  subline?: string;
  /** lenses per box */
  count: number;
  /** short badge: "1-DAY", "2-WEEK", "MONTHLY", "3 MONTHS" */
  badge: string;
  /** "sphere" | "toric" | "multifocal" | "color" — adds a small pictogram */
  design: "sphere" | "toric" | "multifocal" | "color";
  colors: { primary: string; secondary: string; accent: string; text: string };
  /** graphic motif of the box */
  pattern: "band" | "wave" | "split" | "arc";
  /** iris colours for colour lines (first one drawn on the lens) */
  tints?: string[];
};

export type TLensBlisterSpec = {
  kind: "lens-blister";
  brand: string;
  line: string;
  colors: { primary: string; accent: string };
  tint?: string;
};

export const FRAME_SHAPES = [
  "rectangle",
  "round",
  "oval",
  "cat-eye",
  "aviator",
  "square",
  "wayfarer",
  "browline",
  "geometric",
  "panto",
] as const;
export type TFrameShape = (typeof FRAME_SHAPES)[number];

export type TFrameSpec = {
  kind: "frame";
  shape: TFrameShape;
  rim: "full" | "half" | "rimless";
  /** main frame colour */
  color: string;
  /** second colour: temples, browline top or tortoise spots */
  accent: string;
  pattern: "solid" | "tortoise" | "transparent" | "gradient";
  /** rim thickness: bold (plastic, acetate) or thin (metal, titanium) */
  weight: "bold" | "thin";
  brand: string;
  model: string;
  view: "front" | "side";
};

export type TSunglassesSpec = Omit<TFrameSpec, "kind"> & {
  kind: "sunglasses";
  lens: { color: string; gradient: boolean; mirror: boolean };
};

export type TBottleSpec = {
  kind: "bottle";
  shape: "solution" | "dropper" | "spray";
  brand: string;
  name: string;
  volume: string;
  colors: { body: string; cap: string; label: string; text: string };
};

export type TCaseSpec = {
  kind: "case";
  shape: "lens-case" | "glasses-case" | "pouch";
  color: string;
  accent: string;
  text: string;
};

export type TCertificateSpec = {
  kind: "certificate";
  /** rubles */
  amount: number;
  title: string;
  colors: { background: string; accent: string; text: string };
};

export type TImageSpec =
  | TLensBoxSpec
  | TLensBlisterSpec
  | TFrameSpec
  | TSunglassesSpec
  | TBottleSpec
  | TCaseSpec
  | TCertificateSpec
  | TCoverSpec
  | TPortraitSpec;

export type TImageKind = TImageSpec["kind"];

export const IMAGE_KINDS: readonly TImageKind[] = [
  "lens-box",
  "lens-blister",
  "frame",
  "sunglasses",
  "bottle",
  "case",
  "certificate",
  "cover",
  "portrait",
];

/** A specialist's portrait drawn from the name (draw-portrait.ts); the image's alt when no name. */
export type TPortraitSpec = {
  kind: "portrait";
  name?: string;
};

/** Cover of an article, a promotion banner or a video poster (draw-cover.ts). */
export type TCoverSpec = {
  kind: "cover";
  /** what the cover is of (kept with the picture; not printed) */
  title: string;
  /** 0…3: shade and decoration, so covers of one category differ */
  variant?: number;
  /** small capitals above the motif, e.g. the category or "Акция" */
  badge?: string;
  motif: "eye" | "lens" | "frame" | "child" | "heart" | "percent" | "play" | "work";
  colors: { background: string; accent: string };
};
