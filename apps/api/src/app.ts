import fastifyCookie from "@fastify/cookie";
import { contract, generateOpenApi } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from "fastify";
import { createReadCache, DEFAULT_READ_CACHE, type TReadCacheOptions } from "./cache/read-cache.ts";
import type { TDb } from "./db/client.ts";
import { DEFAULT_FORM_UPLOAD_DIR, type TEnv } from "./env.ts";
import { handleFrameworkError } from "./http/framework-errors.ts";
import { handleError, MESSAGES, type TAppDeps, validationErrorBody } from "./http/index.ts";
import { registerJsonBodyParser } from "./http/json-body.ts";
import { parseQueryString } from "./http/query-string.ts";
import { DEFAULT_RATE_LIMITS, registerRateLimits, type TRateLimitOptions } from "./http/rate-limit.ts";
import { registerRequestGuards } from "./http/request-guards.ts";
import { registerSecurityHeaders } from "./http/security.ts";
import { DEFAULT_SERVER_LIMITS, serverOptions, type TServerLimits } from "./http/server-limits.ts";
import {
  createDeliveryIntegrations,
  type TDeliveryIntegrations,
  type TDeliveryIntegrationsConfig,
} from "./integrations/delivery/delivery-integrations.ts";
import { loyaltyFromEnv, type TLoyalty } from "./integrations/loyalty/loyalty-programme-from-env.ts";
import { createGoogleRecaptchaVerifier } from "./integrations/recaptcha/google-recaptcha-verifier.ts";
import type { IRecaptchaVerifier } from "./integrations/recaptcha/recaptcha-verifier.ts";
import { createSimulatedRecaptchaVerifier } from "./integrations/recaptcha/simulated-recaptcha-verifier.ts";
import { devOutboxRoutes } from "./integrations/sms/dev-outbox-routes.ts";
import {
  createSimulatedSmsGateway,
  type TSimulatedSmsGateway,
} from "./integrations/sms/simulated-sms-gateway.ts";
import type { ISmsGateway } from "./integrations/sms/sms-gateway.ts";
import {
  registerAppointmentJobs,
  type TAppointmentJobOptions,
  type TAppointmentJobWorker,
} from "./modules/appointments/appointment-job-worker.ts";
import { appointmentsRoutes } from "./modules/appointments/routes.ts";
import { articlesRoutes } from "./modules/articles/routes.ts";
import { registerCurrentUser } from "./modules/auth/current-user.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { campaignsRoutes } from "./modules/campaigns/routes.ts";
import { cartRoutes } from "./modules/cart/routes.ts";
import { catalogRoutes } from "./modules/catalog/routes.ts";
import { checkoutDeliveryRoutes } from "./modules/checkout-delivery/routes.ts";
import { clinicsRoutes } from "./modules/clinics/routes.ts";
import { cmsArtRoutes } from "./modules/cms/art-routes.ts";
import { cmsPreviewSecret } from "./modules/cms/preview-token.ts";
import { cmsRoutes } from "./modules/cms/routes.ts";
import { configRoutes } from "./modules/config/routes.ts";
import { deliveryRoutes } from "./modules/delivery/routes.ts";
import { formsRoutes } from "./modules/forms/routes.ts";
import { registerCurrentCity } from "./modules/geo/current-city.ts";
import { geoRoutes } from "./modules/geo/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { lensCompetitorsRoutes } from "./modules/lens-competitors/routes.ts";
import type { TMarketingOutbox } from "./modules/marketing/marketing-outbox.ts";
import { registerMarketing, type TMarketingOptions } from "./modules/marketing/register-marketing.ts";
import { marketingRoutes } from "./modules/marketing/routes.ts";
import { mediaRoutes } from "./modules/media/index.ts";
import { myAcuvueRoutes } from "./modules/myacuvue/routes.ts";
import { ordersRoutes } from "./modules/orders/routes.ts";
import { paymentProviderRoutes } from "./modules/payments/provider-routes.ts";
import {
  registerPayments,
  type TPayments,
  type TPaymentsOptions,
} from "./modules/payments/register-payments.ts";
import { paymentsRoutes } from "./modules/payments/routes.ts";
import { productsRoutes } from "./modules/products/routes.ts";
import { profileRoutes } from "./modules/profile/routes.ts";
import { questionsRoutes } from "./modules/questions/routes.ts";
import { reviewsRoutes } from "./modules/reviews/routes.ts";
import { searchRoutes } from "./modules/search/routes.ts";
import { registerSessions } from "./modules/session/register-sessions.ts";
import { sessionConfig } from "./modules/session/session-config.ts";
import type { TSessionPurgeOptions } from "./modules/session/session-purge.ts";
import { sitemapRoutes } from "./modules/sitemap/routes.ts";
import { userAddressesRoutes } from "./modules/user-addresses/routes.ts";
import { ACCOUNT_PURGE_STEPS } from "./modules/users/account-purge.ts";
import { CODE_LIMITS } from "./modules/users/code-limits.ts";
import { phoneCodeKey } from "./modules/users/phone-code.ts";
import { usersRoutes } from "./modules/users/routes.ts";
import { vacanciesRoutes } from "./modules/vacancies/routes.ts";
import { videosRoutes } from "./modules/videos/routes.ts";
import { wishlistRoutes } from "./modules/wishlist/routes.ts";

declare module "fastify" {
  interface FastifyInstance {
    readCache: import("./cache/read-cache.ts").TReadCache;
  }
}

export type TRateLimitOverrides = {
  windowMs?: number;
  max?: Partial<TRateLimitOptions["max"]>;
  redisUrl?: string | undefined;
};

export type TBuildAppOptions = {
  db: TDb;
  env: Pick<TEnv, "BASE_HOST" | "LOG_LEVEL" | "NODE_ENV" | "IMAGE_CACHE_DIR"> &
    Partial<
      Pick<
        TEnv,
        | "IMAGE_CACHE_MAX_BYTES"
        | "IMAGE_CACHE_MAX_FILES"
        | "SESSION_SECRET"
        | "CMS_PREVIEW_SECRET"
        | "PUBLIC_ORIGIN"
        | "FORM_UPLOAD_DIR"
        | "RECAPTCHA_SITE_KEY"
        | "RECAPTCHA_SECRET_KEY"
        | "SIGN_IN_CODES_PER_ADDRESS_MAX"
        | "SIGN_IN_CODES_PER_ADDRESS_DAY_MAX"
        | keyof TDeliveryIntegrationsConfig
        | "PAYMENT_PROVIDER"
        | "PAYMENT_WEBHOOK_SECRET"
        | "YOOKASSA_SHOP_ID"
        | "YOOKASSA_SECRET_KEY"
        | "YOOKASSA_API_URL"
        | "PAYMENT_RESERVATION_MINUTES"
        | "MYACUVUE_ENABLED"
        | "MYACUVUE_API_URL"
        | "MYACUVUE_API_KEY"
        | "CONTENT_MODERATION_TOKEN"
      >
    >;
  /** Fastify logger option; default: pino at env.LOG_LEVEL */
  logger?: FastifyServerOptions["logger"];
  /** clock (tests inject) */
  now?: () => Date;
  /** validate every response body against the contract (on in tests) */
  validateResponses?: boolean;
  /** read cache of catalogue/config answers (default: 5 s TTL, 500 entries; ttlMs 0 turns it off) */
  readCache?: TReadCacheOptions;
  /** proxy trust, timeouts and body limit (default DEFAULT_SERVER_LIMITS) */
  server?: Partial<TServerLimits>;
  /** per-client rate limits (default DEFAULT_RATE_LIMITS, in process); false: none */
  rateLimit?: TRateLimitOverrides | false;
  /** expired-session purge (default: at ready, then hourly, 1000 rows per DELETE) */
  sessionPurge?: TSessionPurgeOptions;
  /** marketing outbox drain (default: built-in simulator, DEFAULT_MARKETING_OUTBOX) */
  marketing?: TMarketingOptions;
  /** SMS and call provider (default: the offline simulator, whose outbox GET /dev/outbox shows outside production) */
  sms?: ISmsGateway;
  /** reCAPTCHA verifier of the sign-in forms (default: Google's with RECAPTCHA_SITE_KEY/RECAPTCHA_SECRET_KEY, else the offline simulator) */
  recaptcha?: IRecaptchaVerifier;
  /** delivery carrier and address service (default: from the environment, the offline simulators without credentials) */
  delivery?: TDeliveryIntegrations;
  /** appointment SMS worker (default: polls every 30 s; intervalMs 0: runDue() only) */
  appointmentJobs?: Partial<TAppointmentJobOptions>;
  /** payment provider and worker (default: from env, the test provider; webhooks delivered in process) */
  payments?: TPaymentsOptions;
  /** MyACUVUE (default: from env, on, the simulator without MYACUVUE_API_URL/KEY) */
  loyalty?: TLoyalty;
};

/** Every route of the contract (ts-rest), answered by the feature modules. */
const contractRoutes: FastifyPluginAsync<{
  deps: TAppDeps;
  validateResponses: boolean;
  outbox: Pick<TMarketingOutbox, "wake">;
  appointmentJobs: Pick<TAppointmentJobWorker, "wake">;
  publicOrigin: string | undefined;
  payments: TPayments;
  cmsSecret: string;
  moderationToken: string | undefined;
}> = async (
  scope,
  { deps, validateResponses, outbox, appointmentJobs, publicOrigin, payments, cmsSecret, moderationToken },
) => {
  const s = initServer();
  // POST /form/send parses multipart bodies: it lives in a scope of its own (formsRoutes)
  const { forms: _forms, paymentProvider: _paymentProvider, ...routed } = contract;
  const router = s.router(routed, {
    config: configRoutes(deps),
    geo: geoRoutes(deps),
    catalog: catalogRoutes(deps),
    products: productsRoutes(deps),
    delivery: deliveryRoutes(deps),
    cart: cartRoutes(deps, outbox),
    checkoutDelivery: checkoutDeliveryRoutes(deps),
    userAddresses: userAddressesRoutes(deps),
    wishlist: wishlistRoutes(deps, outbox),
    auth: authRoutes(deps),
    users: usersRoutes(deps),
    profile: profileRoutes(deps, outbox),
    marketing: marketingRoutes(deps, outbox),
    clinics: clinicsRoutes(deps),
    appointments: appointmentsRoutes(deps, appointmentJobs, publicOrigin),
    search: searchRoutes(deps),
    orders: ordersRoutes(deps, outbox, payments.reservationMinutes),
    payments: paymentsRoutes(deps, payments),
    myAcuvue: myAcuvueRoutes(deps),
    cms: cmsRoutes(deps, cmsSecret),
    articles: articlesRoutes(deps),
    campaigns: campaignsRoutes(deps),
    videos: videosRoutes(deps),
    vacancies: vacanciesRoutes(deps),
    reviews: reviewsRoutes(deps, moderationToken),
    questions: questionsRoutes(deps, moderationToken),
    lensCompetitors: lensCompetitorsRoutes(deps),
    sitemap: sitemapRoutes(deps),
  });
  s.registerRouter(routed, router, scope, {
    logInitialization: false,
    jsonQuery: false,
    responseValidation: validateResponses,
    requestValidationErrorHandler: (err, _request, reply) => reply.status(400).send(validationErrorBody(err)),
  });
};

/** GET /openapi.json: the contract as OpenAPI 3. */
const openApiRoutes: FastifyPluginAsync = async (scope) => {
  const openApi = generateOpenApi(contract, { title: "Optika API", version: "1.0.0" });
  scope.get("/openapi.json", async () => openApi);
};

/** The API as a Fastify instance (not listening): used by main.ts and by app.inject in tests. */
export async function buildApp(options: TBuildAppOptions): Promise<FastifyInstance> {
  const { db, env } = options;
  const app = Fastify({
    logger: options.logger ?? { level: env.LOG_LEVEL },
    routerOptions: { ignoreTrailingSlash: true, querystringParser: parseQueryString },
    frameworkErrors: handleFrameworkError,
    ...serverOptions({ ...DEFAULT_SERVER_LIMITS, ...options.server }),
  });
  const cache = createReadCache(options.readCache ?? DEFAULT_READ_CACHE);
  const now = options.now ?? (() => new Date());
  const sms = options.sms ?? createSimulatedSmsGateway({ now });
  const deps: TAppDeps = {
    db,
    baseHost: env.BASE_HOST,
    now,
    cache,
    session: sessionConfig(env),
    sms,
    recaptcha: options.recaptcha ?? recaptchaVerifier(env),
    codeKey: phoneCodeKey(sessionConfig(env).secret),
    codeAddressLimits: {
      window: env.SIGN_IN_CODES_PER_ADDRESS_MAX ?? CODE_LIMITS.perIpWindow.max,
      day: env.SIGN_IN_CODES_PER_ADDRESS_DAY_MAX ?? CODE_LIMITS.perIpDay.max,
    },
    delivery: options.delivery ?? createDeliveryIntegrations(env, fetch, now),
    loyalty: options.loyalty ?? loyaltyFromEnv(env, db),
  };
  // Write paths (orders, admin, seed scripts in-process) call app.readCache.invalidate(...).
  app.decorate("readCache", cache);

  // Cross-cutting, before any route is added: headers on every answer, refusals, limits.
  await registerSecurityHeaders(app, { publicOrigin: env.PUBLIC_ORIGIN });
  registerRequestGuards(app);
  registerJsonBodyParser(app);
  if (options.rateLimit !== false) {
    const overrides = options.rateLimit ?? {};
    await registerRateLimits(app, {
      windowMs: overrides.windowMs ?? DEFAULT_RATE_LIMITS.windowMs,
      max: { ...DEFAULT_RATE_LIMITS.max, ...overrides.max },
      redisUrl: overrides.redisUrl,
    });
  }
  await app.register(fastifyCookie);
  registerSessions(app, deps, options.sessionPurge, ACCOUNT_PURGE_STEPS);
  registerCurrentCity(app);
  registerCurrentUser(app);
  const outbox = registerMarketing(app, deps, options.marketing);
  const appointmentJobs = registerAppointmentJobs(app, deps, options.appointmentJobs);
  const payments = registerPayments(app, deps, env, options.payments);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: MESSAGES.notFound }));

  // Routes: every group is a plugin registered here, in one style.
  await app.register(contractRoutes, {
    deps,
    validateResponses: options.validateResponses ?? false,
    outbox,
    appointmentJobs,
    publicOrigin: env.PUBLIC_ORIGIN,
    payments,
    cmsSecret: cmsPreviewSecret(env, deps.session.secret),
    moderationToken: env.CONTENT_MODERATION_TOKEN,
  });
  await app.register(paymentProviderRoutes, {
    deps,
    payments,
    outbox,
    validateResponses: options.validateResponses ?? false,
  });
  await app.register(formsRoutes, {
    deps,
    uploadDir: env.FORM_UPLOAD_DIR ?? DEFAULT_FORM_UPLOAD_DIR,
    validateResponses: options.validateResponses ?? false,
  });
  await app.register(mediaRoutes, {
    db,
    cacheDir: env.IMAGE_CACHE_DIR,
    cacheMaxBytes: env.IMAGE_CACHE_MAX_BYTES,
    cacheMaxFiles: env.IMAGE_CACHE_MAX_FILES,
  });
  await app.register(cmsArtRoutes);
  await app.register(healthRoutes, { db });
  if (env.NODE_ENV !== "production" && isSimulatedSmsGateway(sms)) {
    await app.register(devOutboxRoutes, { gateway: sms });
  }
  await app.register(openApiRoutes);

  return app;
}

function isSimulatedSmsGateway(gateway: ISmsGateway): gateway is TSimulatedSmsGateway {
  return "outbox" in gateway && typeof gateway.outbox === "function";
}

/** Google's reCAPTCHA when both keys are set, else the offline simulator. */
function recaptchaVerifier(env: TBuildAppOptions["env"]): IRecaptchaVerifier {
  return env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY
    ? createGoogleRecaptchaVerifier({ siteKey: env.RECAPTCHA_SITE_KEY, secretKey: env.RECAPTCHA_SECRET_KEY })
    : createSimulatedRecaptchaVerifier();
}
