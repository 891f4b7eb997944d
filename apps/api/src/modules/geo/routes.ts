import { contract } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import { getCurrentCity, persistSession, type TAppDeps } from "../../http/index.ts";
import { storesRoutes } from "../stores/routes.ts";
import { cityDto } from "./city-dto.ts";
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
    setCurrentCity: async ({ body, request, reply }) => {
      const city = await findCityToSet(deps.db, body.city_id);
      // The first write of a session: creates its row (the token may be new or only carried).
      await persistSession(deps, request, reply, { cityId: city.id });
      return { status: 200, body: { city: cityDto(city), source: "session" } };
    },
  });
}
