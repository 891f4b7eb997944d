import { availableParallelism } from "node:os";
import { z } from "zod";
import { mapsConfigFromEnv, type TMapsConfig } from "../features/maps/maps-config.ts";

/*
 * Configuration of the storefronts' production server, validated once at boot. The React Router
 * build reads its own (env.server.ts); this is what the Fastify server in front of it needs.
 */

const ZTrustProxy = z
  .string()
  .trim()
  .transform((value): boolean | number | string[] => {
    if (value === "" || value === "false" || value === "0") return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
  });

const ZOrigin = z
  .url({ protocol: /^https?$/ })
  .transform((value) => new URL(value).origin)
  .optional();

const ZServerEnv = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  /** Interface to listen on. */
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  /** Where /api/* is proxied to (the prefix is removed). */
  API_URL: z.url().default("http://127.0.0.1:4000"),
  /** The origin shoppers reach the site at: canonical links and redirects are built from it. */
  PUBLIC_ORIGIN: ZOrigin,
  /**
   * Which hop may set X-Forwarded-*: unset/false = none (the socket's address is the client),
   * a number = that many proxies in front, or a comma list of addresses/CIDRs.
   */
  TRUST_PROXY: ZTrustProxy.default(false),
  /** Seconds-long micro-cache of cookieless pages; 0 turns it off. */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).default(2_000),
  PAGE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(32 * 1024 * 1024),
  /** Page renders per client and minute; 0 turns the limit off. */
  PAGE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  /** Largest request body the storefront accepts (pages' forms and /api/*). */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(1024 * 1024),
  /** Server processes behind the one port (node:cluster); default one per core, 1 in tests. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
});

export type TServerConfig = {
  port: number;
  host: string;
  apiUrl: string;
  publicOrigin: string;
  isHttps: boolean;
  trustProxy: boolean | number | string[];
  pageCacheTtlMs: number;
  pageCacheMaxBytes: number;
  pageRateLimitPerMinute: number;
  bodyLimitBytes: number;
  /** server processes (node:cluster workers; 1 = no cluster) */
  workers: number;
  /** the clinic and pickup maps' provider: the Content-Security-Policy allows its hosts */
  maps: TMapsConfig;
  /** socket idle, headers, whole request (body included), upstream API */
  timeouts: { connectionMs: number; headersMs: number; requestMs: number; upstreamMs: number };
};

/** The server's configuration from the environment (an explicit port, e.g. `--port`, wins over PORT). */
export function serverConfigFromEnv(
  source: Record<string, string | undefined>,
  defaults: { port: number },
): TServerConfig {
  const blankToUndefined = Object.fromEntries(
    Object.entries(source).map(([key, value]) => [key, value === "" ? undefined : value]),
  );
  const env = ZServerEnv.parse(blankToUndefined);
  const port = env.PORT ?? defaults.port;
  const publicOrigin = env.PUBLIC_ORIGIN ?? `http://localhost:${port}`;
  return {
    port,
    host: env.HOST,
    apiUrl: env.API_URL,
    publicOrigin,
    isHttps: publicOrigin.startsWith("https:"),
    trustProxy: env.TRUST_PROXY,
    pageCacheTtlMs: env.PAGE_CACHE_TTL_MS,
    pageCacheMaxBytes: env.PAGE_CACHE_MAX_BYTES,
    pageRateLimitPerMinute: env.PAGE_RATE_LIMIT_PER_MINUTE,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    workers: env.WEB_CONCURRENCY ?? availableParallelism(),
    maps: mapsConfigFromEnv(source),
    timeouts: { connectionMs: 60_000, headersMs: 10_000, requestMs: 30_000, upstreamMs: 30_000 },
  };
}

/** The one line a started storefront logs. */
export function listeningLine(name: string, config: TServerConfig, workers: number): string {
  const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  const processes = workers > 1 ? `, ${workers} workers` : "";
  return `${name} listening on http://${shownHost}:${config.port} (public origin ${config.publicOrigin}, API ${config.apiUrl}${processes})`;
}
