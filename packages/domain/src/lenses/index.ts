export {
  BASE_CURVE_TOLERANCE_MM,
  compareLenses,
  DIAMETER_TOLERANCE_MM,
  MAX_COMPETITORS,
  parseMillimetres,
  parseSphereRange,
  rankLensCompetitors,
  type TCompetitorMatch,
  type TLensCompetitor,
  type TLensProfile,
} from "./lens-competitors.ts";
export { LENS_TYPE_SLUGS, lensTypePath, type TLensTypeSlug } from "./lens-type-slugs.ts";
export { competitorMatchLabels } from "./messages.ts";
