import { contract } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import type { TAppDeps } from "../../http/deps.ts";
import type { IIpLocator } from "../../integrations/geoip/ip-locator.ts";
import { createSimulatedIpLocator } from "../../integrations/geoip/simulated-ip-locator.ts";
import { persistSession } from "../session/request-session.ts";
import { storesRoutes } from "../stores/routes.ts";
import { cityDto } from "./city-dto.ts";
import { resetCurrentCity } from "./current-city.ts";
import { guessCityByIp } from "./guess-city-by-ip.ts";
import { listCities } from "./list-cities.ts";
import { findCityToSet } from "./set-current-city.ts";

const s = initServer();

/** `ipLocator`: the IP geolocation adapter (default: the built-in simulator, decision 0019). */
export function geoRoutes(deps: TAppDeps, ipLocator: IIpLocator = createSimulatedIpLocator()) {
  const stores = storesRoutes(deps);
  return s.router(contract.geo, {
    listStores: stores.listStores,
    listCities: async ({ query }) => ({
      status: 200,
      body: await listCities(deps.db, query.has_cdek_id === "1"),
    }),
    currentCityByIp: async ({ request }) => {
      const { city, source } = await guessCityByIp(deps, ipLocator, request);
      return { status: 200, body: { city: cityDto(city), source } };
    },
    setCurrentCity: async ({ body, request }) => {
      const city = await findCityToSet(deps.db, body.city_id);
      // A command: creates the session row (a token this server did not issue gets a new one).
      await persistSession(deps, request, { cityId: city.id });
      resetCurrentCity(request);
      return { status: 200, body: { city: cityDto(city), source: "session" } };
    },
  });
}
