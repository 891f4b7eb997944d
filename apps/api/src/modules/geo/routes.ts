import { contract } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import type { TAppDeps } from "../../http/deps.ts";
import { persistSession } from "../session/request-session.ts";
import { storesRoutes } from "../stores/routes.ts";
import { cityDto } from "./city-dto.ts";
import { getCurrentCity, resetCurrentCity } from "./current-city.ts";
import { listCities } from "./list-cities.ts";
import { findCityToSet } from "./set-current-city.ts";

const s = initServer();

export function geoRoutes(deps: TAppDeps) {
  const stores = storesRoutes(deps);
  return s.router(contract.geo, {
    listStores: stores.listStores,
    listCities: async ({ query }) => ({
      status: 200,
      body: await listCities(deps.db, query.has_cdek_id === "1"),
    }),
    currentCityByIp: async ({ request }) => {
      const { city, source } = await getCurrentCity(deps, request);
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
