/**
 * Lenses comparable to a given one (`/lenses/competitors/{slug}`): the same type and replacement
 * period are required (a daily is never offered for a monthly, a toric never for a spherical);
 * among those, the closer the material and the fitting parameters (base curve, diameter, power
 * range), the higher the lens ranks. Pure: the caller reads the profiles from the catalogue.
 */

/** What the rule reads of a lens line (facet values and characteristics of the catalogue). */
export type TLensProfile = {
  readonly id: number;
  /** facet `type`: sfericheskie, toricheskie, multifokalnye, cvetnye… */
  readonly type: string;
  /** facet `period`: odnodnevnye, dvuhnedelnye, ezhemesyachnye… */
  readonly period: string;
  /** facet `material`: silikon-gidrogel, gidrogel… (null when unknown) */
  readonly material: string | null;
  /** base curves offered, mm */
  readonly baseCurves: readonly number[];
  /** diameter, mm (null when unknown) */
  readonly diameter: number | null;
  /** dioptre range offered (null when unknown) */
  readonly sphere: { readonly min: number; readonly max: number } | null;
  /** popularity, for ties */
  readonly popularity: number;
};

/** Why a lens matched, for the page's chips. */
export type TCompetitorMatch = "type" | "period" | "material" | "baseCurve" | "diameter" | "sphere";

export type TLensCompetitor = {
  readonly id: number;
  /** 0…100: share of the weights the lens matches */
  readonly score: number;
  readonly matches: readonly TCompetitorMatch[];
};

/** Diameters closer than this (mm) fit alike. */
export const DIAMETER_TOLERANCE_MM = 0.3;
/** Base curves closer than this (mm) fit alike. */
export const BASE_CURVE_TOLERANCE_MM = 0.2;
/** Most lenses a page lists. */
export const MAX_COMPETITORS = 12;

const WEIGHTS = { material: 30, baseCurve: 25, diameter: 15, sphere: 30 } as const;
const TOTAL = WEIGHTS.material + WEIGHTS.baseCurve + WEIGHTS.diameter + WEIGHTS.sphere;

function curvesOverlap(a: readonly number[], b: readonly number[]): boolean {
  return a.some((x) => b.some((y) => Math.abs(x - y) <= BASE_CURVE_TOLERANCE_MM + 1e-9));
}

/** Share of the target's dioptre range the candidate covers (0…1). */
function sphereCoverage(
  target: NonNullable<TLensProfile["sphere"]>,
  other: NonNullable<TLensProfile["sphere"]>,
): number {
  const width = target.max - target.min;
  const overlap = Math.min(target.max, other.max) - Math.max(target.min, other.min);
  if (width <= 0) return overlap >= 0 ? 1 : 0;
  return Math.max(0, Math.min(1, overlap / width));
}

/** How one candidate compares with the target, or null when it is not comparable at all. */
export function compareLenses(target: TLensProfile, other: TLensProfile): TLensCompetitor | null {
  if (other.id === target.id || other.type !== target.type || other.period !== target.period) return null;
  const matches: TCompetitorMatch[] = ["type", "period"];
  let points = 0;
  if (target.material !== null && other.material === target.material) {
    points += WEIGHTS.material;
    matches.push("material");
  }
  if (curvesOverlap(target.baseCurves, other.baseCurves)) {
    points += WEIGHTS.baseCurve;
    matches.push("baseCurve");
  }
  if (
    target.diameter !== null &&
    other.diameter !== null &&
    Math.abs(target.diameter - other.diameter) <= DIAMETER_TOLERANCE_MM + 1e-9
  ) {
    points += WEIGHTS.diameter;
    matches.push("diameter");
  }
  if (target.sphere && other.sphere) {
    const coverage = sphereCoverage(target.sphere, other.sphere);
    points += WEIGHTS.sphere * coverage;
    if (coverage >= 0.8) matches.push("sphere");
  }
  return { id: other.id, score: Math.round((points / TOTAL) * 100), matches };
}

/**
 * The comparable lenses, best first: higher score, then more popular, then lower id; at most
 * `limit` (default MAX_COMPETITORS).
 */
export function rankLensCompetitors(
  target: TLensProfile,
  candidates: readonly TLensProfile[],
  limit: number = MAX_COMPETITORS,
): TLensCompetitor[] {
  const popularity = new Map(candidates.map((c) => [c.id, c.popularity]));
  return candidates
    .map((c) => compareLenses(target, c))
    .filter((c): c is TLensCompetitor => c !== null)
    .sort(
      (a, b) => b.score - a.score || (popularity.get(b.id) ?? 0) - (popularity.get(a.id) ?? 0) || a.id - b.id,
    )
    .slice(0, Math.max(0, limit));
}

/** "8.4" / "8,6" → 8.4; anything else → null. */
export function parseMillimetres(value: string): number | null {
  const n = Number(value.replace(",", ".").replace(/\s*мм$/, ""));
  return Number.isFinite(n) && value.trim() !== "" ? n : null;
}

/** The `sphere_range` value slug "-12.00_+8.00" → { min: -12, max: 8 }; else null. */
export function parseSphereRange(valueSlug: string): { min: number; max: number } | null {
  const match = /^([+-]?\d{1,2}(?:\.\d{1,2})?)_([+-]?\d{1,2}(?:\.\d{1,2})?)$/.exec(valueSlug);
  if (!match) return null;
  const a = Number(match[1]);
  const b = Number(match[2]);
  return { min: Math.min(a, b), max: Math.max(a, b) };
}
