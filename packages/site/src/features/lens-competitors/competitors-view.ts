import type { TLensCompetitors } from "@optika/api-contract";
import { formatNumber } from "@optika/domain/money";
import { cardView } from "../catalog/card-product.ts";
import { lensCompetitorMessages as m } from "./messages.ts";

type TParameters = TLensCompetitors["parameters"];

const mm = (v: number) => `${formatNumber(v)} мм`;
const dioptre = (v: number) => (v > 0 ? `+${v.toFixed(2)}` : v.toFixed(2)).replace(".", ",");

/** One row of the comparison table, as text. */
export function parameterRow(p: TParameters) {
  return {
    type: p.type,
    period: p.period,
    material: p.material ?? m.unknown,
    baseCurve: p.base_curves.length > 0 ? p.base_curves.map((c) => formatNumber(c)).join("; ") : m.unknown,
    diameter: p.diameter === null ? m.unknown : mm(p.diameter),
    sphere: p.sphere ? `${dioptre(p.sphere.min)} … ${dioptre(p.sphere.max)}` : m.unknown,
  };
}

/** The page's view of GET /lenses/competitors/{slug}. */
export function competitorsView(answer: TLensCompetitors) {
  return {
    lens: { name: answer.lens.name, url: answer.lens.url, row: parameterRow(answer.parameters) },
    cards: answer.competitors.map((c) => cardView(c.product)),
    rows: answer.competitors.map((c) => ({
      id: c.product.id,
      name: c.product.name,
      url: c.product.url,
      score: `${c.score}%`,
      row: parameterRow(c.parameters),
    })),
  };
}
