import { contract } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import { getCurrentCity, type TAppDeps } from "../../http/index.ts";
import { checkAvailable } from "./check-available.ts";

const s = initServer();

export function deliveryRoutes(deps: TAppDeps) {
  return s.router(contract.delivery, {
    checkAvailable: async ({ query, request }) => {
      const { city } = await getCurrentCity(deps, request);
      return { status: 200, body: await checkAvailable(deps.db, query.product_id, city.id) };
    },
  });
}
