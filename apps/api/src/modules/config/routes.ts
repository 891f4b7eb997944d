import { contract } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import { getCurrentCity, sessionTokenFor, type TAppDeps } from "../../http/context.ts";
import { getSiteConfig, withCity } from "./get-config.ts";

const s = initServer();

export function configRoutes(deps: TAppDeps) {
  return s.router(contract.config, {
    getConfig: async ({ request, reply }) => {
      // A read: a new visitor gets a token (cookie + header), the row waits for the first write.
      sessionTokenFor(request, reply);
      const [{ city }, site] = await Promise.all([
        getCurrentCity(deps, request),
        deps.cache.get("config", [], () => getSiteConfig(deps.db)),
      ]);
      return { status: 200, body: { config: withCity(site, city) } };
    },
  });
}
