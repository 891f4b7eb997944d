/** `/lenses/competitors/{slug}`: lenses comparable to one (the domain's rule over the catalogue). */
import { initContract } from "@ts-rest/core";
import { z } from "zod";
import { ZProductCard } from "./catalog.ts";
import { ZErrorResponse, ZSlug } from "./common.ts";

const c = initContract();

export const ZCompetitorMatch = z.enum(["type", "period", "material", "baseCurve", "diameter", "sphere"]);

/** The parameters the comparison read, as the catalogue labels them. */
export const ZLensParameters = z.object({
  type: z.string(),
  period: z.string(),
  material: z.string().nullable(),
  base_curves: z.array(z.number()),
  diameter: z.number().nullable(),
  sphere: z.object({ min: z.number(), max: z.number() }).nullable(),
});

export const ZLensCompetitors = z.object({
  lens: ZProductCard,
  parameters: ZLensParameters,
  competitors: z.array(
    z.object({
      product: ZProductCard,
      parameters: ZLensParameters,
      score: z.number().int(),
      matches: z.array(ZCompetitorMatch),
    }),
  ),
});
export type TLensCompetitors = z.infer<typeof ZLensCompetitors>;

export const lensCompetitorsContract = c.router({
  get: {
    method: "GET",
    path: "/lenses/competitors/:slug",
    pathParams: z.object({ slug: ZSlug }),
    responses: { 200: ZLensCompetitors, 400: ZErrorResponse, 404: ZErrorResponse },
    summary: "Lenses of the same type and period, ranked by material and fitting parameters",
  },
});
