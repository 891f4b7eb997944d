import { contract } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import type { TAppDeps } from "../../http/index.ts";
import { listVideos } from "./list-videos.ts";

const s = initServer();

/** GET /videos (public, read-only). */
export function videosRoutes(deps: TAppDeps) {
  return s.router(contract.videos, {
    listVideos: async ({ query }) => ({ status: 200, body: await listVideos(deps.db, query, deps.now()) }),
  });
}
