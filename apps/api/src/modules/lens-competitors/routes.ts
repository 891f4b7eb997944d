import { contract } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import { getCurrentCity, type TAppDeps } from "../../http/index.ts";
import { getLensCompetitors } from "./get-lens-competitors.ts";

const s = initServer();

/** GET /lenses/competitors/{slug}: lenses comparable to one (cards priced for the current city). */
export function lensCompetitorsRoutes(deps: TAppDeps) {
  return s.router(contract.lensCompetitors, {
    get: async ({ params, request }) => {
      const { city } = await getCurrentCity(deps, request);
      return { status: 200, body: await getLensCompetitors(deps.db, params.slug, city.id) };
    },
  });
}
