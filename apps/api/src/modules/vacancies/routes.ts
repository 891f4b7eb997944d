import { contract, FORM_SEND_MESSAGES } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import type { TAppDeps } from "../../http/index.ts";
import { listVacancies } from "./list-vacancies.ts";
import { replyToVacancy } from "./reply-to-vacancy.ts";

const s = initServer();

/** GET /vacancies, POST /vacancies/{id}/reply (stored among the form submissions). */
export function vacanciesRoutes(deps: TAppDeps) {
  return s.router(contract.vacancies, {
    listVacancies: async () => ({ status: 200, body: { items: await listVacancies(deps.db) } }),
    replyToVacancy: async ({ params, body }) => ({
      status: 200,
      body: { ...(await replyToVacancy(deps.db, params.id, body)), message: FORM_SEND_MESSAGES.sent },
    }),
  });
}
