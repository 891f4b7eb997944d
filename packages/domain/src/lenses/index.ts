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
export { competitorMatchLabels } from "./messages.ts";
