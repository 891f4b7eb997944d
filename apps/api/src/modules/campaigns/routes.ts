import { contract } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import { getCurrentCity, type TAppDeps } from "../../http/index.ts";
import { getCampaign } from "./get-campaign.ts";
import { currentCampaigns, listCampaigns } from "./list-campaigns.ts";

const s = initServer();

/** GET /campaigns, /campaigns/current, /campaigns/{slug}: marketing promotions (/aktsii), read-only. */
export function campaignsRoutes(deps: TAppDeps) {
  return s.router(contract.campaigns, {
    listCampaigns: async ({ query }) => ({
      status: 200,
      body: await listCampaigns(deps.db, query, deps.now()),
    }),
    currentCampaigns: async ({ query }) => ({
      status: 200,
      body: { items: await currentCampaigns(deps.db, query.limit ?? 3, deps.now()) },
    }),
    getCampaign: async ({ params, request }) => ({
      status: 200,
      body: {
        campaign: await getCampaign(
          deps.db,
          params.slug,
          deps.now(),
          async () => (await getCurrentCity(deps, request)).city.id,
        ),
      },
    }),
  });
}
