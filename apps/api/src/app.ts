import fastifyCookie from "@fastify/cookie";
import { contract, generateOpenApi } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { createReadCache, DEFAULT_READ_CACHE, type TReadCacheOptions } from "./cache/read-cache.ts";
import type { TDb } from "./db/client.ts";
import type { TEnv } from "./env.ts";
import { handleFrameworkError } from "./http/framework-errors.ts";
import { handleError, MESSAGES, type TAppDeps, validationErrorBody } from "./http/index.ts";
import { parseQueryString } from "./http/query-string.ts";
import { catalogRoutes } from "./modules/catalog/routes.ts";
import { configRoutes } from "./modules/config/routes.ts";
import { deliveryRoutes } from "./modules/delivery/routes.ts";
import { geoRoutes } from "./modules/geo/routes.ts";
import { registerHealth } from "./modules/health/routes.ts";
import { mediaRoutes } from "./modules/media/index.ts";
import { productsRoutes } from "./modules/products/routes.ts";

declare module "fastify" {
  interface FastifyInstance {
    readCache: import("./cache/read-cache.ts").TReadCache;
  }
}

export type TBuildAppOptions = {
  db: TDb;
  env: Pick<TEnv, "BASE_HOST" | "LOG_LEVEL" | "NODE_ENV" | "IMAGE_CACHE_DIR">;
  /** Fastify logger option; default: pino at env.LOG_LEVEL */
  logger?: FastifyServerOptions["logger"];
  /** clock (tests inject) */
  now?: () => Date;
  /** validate every response body against the contract (on in tests) */
  validateResponses?: boolean;
  /** read cache of catalogue/config answers (default: 5 s TTL, 500 entries; ttlMs 0 turns it off) */
  readCache?: TReadCacheOptions;
};

/** The API as a Fastify instance (not listening): used by main.ts and by app.inject in tests. */
export async function buildApp(options: TBuildAppOptions): Promise<FastifyInstance> {
  const { db, env } = options;
  const app = Fastify({
    logger: options.logger ?? { level: env.LOG_LEVEL },
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true, querystringParser: parseQueryString },
    frameworkErrors: handleFrameworkError,
  });
  const cache = createReadCache(options.readCache ?? DEFAULT_READ_CACHE);
  const deps: TAppDeps = { db, baseHost: env.BASE_HOST, now: options.now ?? (() => new Date()), cache };
  // Write paths (orders, admin, seed scripts in-process) call app.readCache.invalidate(...).
  app.decorate("readCache", cache);

  await app.register(fastifyCookie);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: MESSAGES.notFound }));

  const s = initServer();
  const router = s.router(contract, {
    config: configRoutes(deps),
    geo: geoRoutes(deps),
    catalog: catalogRoutes(deps),
    products: productsRoutes(deps),
    delivery: deliveryRoutes(deps),
  });
  await app.register(async (scope) => {
    s.registerRouter(contract, router, scope, {
      logInitialization: false,
      jsonQuery: false,
      responseValidation: options.validateResponses ?? false,
      requestValidationErrorHandler: (err, _request, reply) =>
        reply.status(400).send(validationErrorBody(err)),
    });
  });

  await app.register(mediaRoutes, { db, cacheDir: env.IMAGE_CACHE_DIR });
  registerHealth(app, db);
  const openApi = generateOpenApi(contract, { title: "Optika API", version: "1.0.0" });
  app.get("/openapi.json", async () => openApi);

  return app;
}
