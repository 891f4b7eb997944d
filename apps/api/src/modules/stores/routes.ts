import { contract } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import { getCurrentCity, type TAppDeps } from "../../http/index.ts";
import { listStores } from "./list-stores.ts";

const s = initServer();

export function storesRoutes(deps: TAppDeps) {
  return s.router(
    { listStores: contract.geo.listStores },
    {
      listStores: async ({ query, request }) => {
        const cityId =
          query.all === "1" ? null : (query.city_id ?? (await getCurrentCity(deps, request)).city.id);
        return { status: 200, body: { stores: await listStores(deps.db, cityId) } };
      },
    },
  );
}
