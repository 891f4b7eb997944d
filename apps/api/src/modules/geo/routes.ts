import { contract } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import {
  createSession,
  getCurrentCity,
  getSession,
  resetCurrentCity,
  type TAppDeps,
} from "../../http/index.ts";
import { storesRoutes } from "../stores/routes.ts";
import { cityDto } from "./city-dto.ts";
import { listCities } from "./list-cities.ts";
import { setCurrentCity } from "./set-current-city.ts";

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
      const session = (await getSession(deps, request)) ?? (await createSession(deps, request, reply));
      const city = await setCurrentCity(deps.db, session.token, body.city_id);
      resetCurrentCity(request);
      return { status: 200, body: { city: cityDto(city), source: "session" } };
    },
  });
}
