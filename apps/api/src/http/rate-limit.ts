/**
 * Per-client rate limits (@fastify/rate-limit), by class of route:
 * - write: every POST/PUT/PATCH/DELETE (session creation included: PUT /cities/current);
 * - image: picture renders under /storage/image/ (each cold one costs a sharp render);
 * - read: catalogue listings and product reads (the expensive queries).
 * One counter per client and class, shared by the routes of the class. The class is attached to a
 * route when it is added (onRoute), so modules need no rate-limit code of their own. Counters live
 * in Redis when REDIS_URL is set (several API instances share them), in process otherwise.
 * The client is request.ip, which believes X-Forwarded-For only from the trusted proxy hop
 * (TRUST_PROXY), so a client cannot pick its own address. See docs/decisions/0006-*.
 */
import fastifyRateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { Redis } from "ioredis";
import { MESSAGES } from "./messages.ts";

export type TRateLimitClass = "write" | "read" | "image";

export type TRateLimitOptions = {
  /** the window in milliseconds */
  windowMs: number;
  /** requests per client allowed in a window, per class */
  max: Record<TRateLimitClass, number>;
  /** shared store; unset → in-process */
  redisUrl?: string | undefined;
};

export const DEFAULT_RATE_LIMITS: TRateLimitOptions = {
  windowMs: 60_000,
  max: { write: 60, read: 600, image: 1_200 },
};

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** listing, product and other reads that run catalogue queries (lens comparisons, CMS pages with
 * product carousels): these folders and the folder routes themselves */
const READ_FOLDERS = ["/catalog", "/products", "/lenses", "/cms"];
const IMAGE_PREFIX = "/storage/image/";
const REDIS_NAMESPACE = "optika:rate-limit:";
const REDIS_READY_TIMEOUT_MS = 3_000;

/** The class of a route (method + URL pattern), or undefined when it is not limited. */
export function rateLimitClassOf(method: string, url: string): TRateLimitClass | undefined {
  if (WRITE_METHODS.has(method)) return "write";
  if (method !== "GET" && method !== "HEAD") return undefined;
  if (url.startsWith(IMAGE_PREFIX)) return "image";
  if (READ_FOLDERS.some((folder) => url === folder || url.startsWith(`${folder}/`))) return "read";
  return undefined;
}

async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  // Never queue commands while disconnected: a limiter that waits for Redis would hold every request.
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 500,
    lazyConnect: true,
  });
  redis.on("error", (error: Error) => app.log.warn({ err: error }, "rate-limit store (Redis) error"));
  try {
    await Promise.race([
      redis.connect(),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error("timeout")), REDIS_READY_TIMEOUT_MS).unref(),
      ),
    ]);
  } catch (error) {
    app.log.warn({ err: error }, "rate-limit store (Redis) not reachable yet: limits apply once it is");
  }
  app.addHook("onClose", async () => {
    redis.disconnect();
  });
  return redis;
}

function sendTooMany(reply: FastifyReply, retryAfterSeconds: number): FastifyReply {
  return reply
    .code(429)
    .header("retry-after", String(Math.max(1, retryAfterSeconds)))
    .send({ message: MESSAGES.tooManyRequests });
}

/**
 * Registers the limiter and the onRoute hook that attaches it; call before any route is added.
 * `false` registers nothing (tests that are not about limits).
 */
export async function registerRateLimits(app: FastifyInstance, options: TRateLimitOptions): Promise<void> {
  const redis = options.redisUrl ? await connectRedis(app, options.redisUrl) : undefined;
  await app.register(fastifyRateLimit, {
    global: false,
    // a broken Redis must not take the shop down: the request passes (and the error is logged)
    skipOnError: true,
    ...(redis ? { redis, nameSpace: REDIS_NAMESPACE } : {}),
  });

  const limiters = new Map<TRateLimitClass, onRequestAsyncHookHandler>();
  const limiterFor = (cls: TRateLimitClass): onRequestAsyncHookHandler => {
    const existing = limiters.get(cls);
    if (existing) return existing;
    const check = app.createRateLimit({
      max: options.max[cls],
      timeWindow: options.windowMs,
      keyGenerator: (request: FastifyRequest) => `${cls}:${normalizeIP(request.ip)}`,
    });
    const hook: onRequestAsyncHookHandler = async (request, reply) => {
      const result = await check(request);
      if (result.isAllowed) return;
      reply.header("x-ratelimit-limit", String(result.max));
      reply.header("x-ratelimit-remaining", String(result.remaining));
      reply.header("x-ratelimit-reset", String(result.ttlInSeconds));
      if (result.isExceeded) return sendTooMany(reply, result.ttlInSeconds);
    };
    limiters.set(cls, hook);
    return hook;
  };

  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const classes = new Set(
      methods.map((m) => rateLimitClassOf(String(m).toUpperCase(), route.url ?? route.path ?? "")),
    );
    classes.delete(undefined);
    if (classes.size === 0) return;
    const [cls] = [...classes] as TRateLimitClass[];
    if (!cls) return;
    const hook = limiterFor(cls);
    const existing = route.onRequest;
    route.onRequest = existing ? [...(Array.isArray(existing) ? existing : [existing]), hook] : [hook];
  });
}
