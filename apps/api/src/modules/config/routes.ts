import { contract } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import { createSession, getCurrentCity, getSession, type TAppDeps } from "../../http/context.ts";
import { getConfig } from "./get-config.ts";

const s = initServer();

export function configRoutes(deps: TAppDeps) {
  return s.router(contract.config, {
    getConfig: async ({ request, reply }) => {
      const session = await getSession(deps, request);
      if (!session) await createSession(deps, request, reply);
      const { city } = await getCurrentCity(deps, request);
      return { status: 200, body: { config: await getConfig(deps.db, city) } };
    },
  });
}
