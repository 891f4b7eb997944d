import { contract } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import { getCurrentCity, type TAppDeps } from "../../http/index.ts";
import { getService } from "./get-service.ts";
import { getSpecialist } from "./get-specialist.ts";
import { listClinics } from "./list-clinics.ts";
import { listServices } from "./list-services.ts";
import { listSpecialists } from "./list-specialists.ts";

const s = initServer();

/** GET /services, /services/{slug}, /specialists, /specialists/{id}, /clinics (public, read-only). */
export function clinicsRoutes(deps: TAppDeps) {
  return s.router(contract.clinics, {
    listServices: async ({ query }) => ({
      status: 200,
      body: await listServices(deps.db, { category: query.category, store: query.store }),
    }),
    getService: async ({ params }) => ({
      status: 200,
      body: { service: await getService(deps.db, params.slug) },
    }),
    listSpecialists: async ({ query }) => ({
      status: 200,
      body: {
        specialists: await listSpecialists(deps.db, {
          store: query.store,
          service: query.service,
          cityId: query.city_id,
        }),
      },
    }),
    getSpecialist: async ({ params }) => ({
      status: 200,
      body: { specialist: await getSpecialist(deps.db, params.id) },
    }),
    listClinics: async ({ query, request }) => {
      const cityId = query.city_id ?? (await getCurrentCity(deps, request)).city.id;
      return {
        status: 200,
        body: { clinics: await listClinics(deps.db, { cityId, service: query.service }, deps.now()) },
      };
    },
  });
}
