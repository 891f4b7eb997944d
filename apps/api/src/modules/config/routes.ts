import { contract } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import type { TAppDeps } from "../../http/deps.ts";
import { getCurrentCity } from "../geo/current-city.ts";
import { sessionTokenFor } from "../session/request-session.ts";
import { getSiteConfig, withCity } from "./get-config.ts";

const s = initServer();

export function configRoutes(deps: TAppDeps) {
  return s.router(contract.config, {
    getConfig: async ({ request }) => {
      // A read: a visitor without a server-issued token gets one (cookie + header), the row waits
      // for the first write (decisions 0004, 0007).
      sessionTokenFor(deps, request);
      const [{ city }, site] = await Promise.all([
        getCurrentCity(deps, request),
        deps.cache.get("config", [], () => getSiteConfig(deps.db)),
      ]);
      return {
        status: 200,
        body: {
          config: {
            ...withCity(site, city),
            reCaptchaSiteKey: deps.recaptcha.siteKey,
            myAcuvueEnabled: deps.loyalty.enabled,
          },
        },
      };
    },
  });
}
