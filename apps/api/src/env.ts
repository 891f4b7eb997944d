import { join } from "node:path";
import { z } from "zod";
import { repoRoot } from "./paths.ts";

/** false (trust none) | hop count | addresses, CIDR ranges and names (see proxy-addr) */
export type TTrustProxy = false | number | string[];

export function parseTrustProxy(raw: string): TTrustProxy {
  const value = raw.trim().toLowerCase();
  if (value === "false" || value === "none") return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  return value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

const ZTrustProxy = z
  .string()
  .refine((raw) => raw.trim().toLowerCase() !== "true", {
    error: 'TRUST_PROXY "true" would trust every hop: name the proxy (e.g. loopback or 10.0.0.0/8)',
  })
  .transform(parseTrustProxy);

/** FORM_UPLOAD_DIR when unset */
export const DEFAULT_FORM_UPLOAD_DIR = join(repoRoot, ".data", "uploads");

const ZEnv = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(4000),
    /** the interface the API listens on: loopback by default (the storefronts run on the same machine) */
    HOST: z.string().min(1).default("127.0.0.1"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: "DATABASE_URL must be a postgres:// URL" })
      .optional(),
    PGLITE_DIR: z
      .string()
      .min(1)
      .default(join(repoRoot, ".data", "pglite")),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    BASE_HOST: z.string().min(1).default("localhost"),
    IMAGE_CACHE_DIR: z
      .string()
      .min(1)
      .default(join(repoRoot, ".data", "image-cache")),
    /** bounds of the rendered-picture cache on disk (least recently used evicted first) */
    IMAGE_CACHE_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024 * 1024)
      .default(256 * 1024 * 1024),
    IMAGE_CACHE_MAX_FILES: z.coerce.number().int().min(1).default(20_000),
    /** where files attached to forms (POST /form/send) are kept */
    FORM_UPLOAD_DIR: z.string().min(1).default(DEFAULT_FORM_UPLOAD_DIR),
    /** the shop's public origin (https → HSTS) */
    PUBLIC_ORIGIN: z.url({ protocol: /^https?$/, error: "PUBLIC_ORIGIN must be an http(s) URL" }).optional(),
    /**
     * Which proxy hops are believed about the client address (X-Forwarded-For): addresses, CIDR
     * ranges or the names loopback/linklocal/uniquelocal, comma-separated; a number of hops; or
     * "false". Never "true": trusting every hop lets any client pick its address.
     */
    TRUST_PROXY: ZTrustProxy.default(parseTrustProxy("loopback")),
    /** PostgreSQL statement_timeout; 0 turns it off */
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
    /** how long a request waits for a free database connection */
    DB_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /** the whole request (headers and body) must arrive within this */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    /** the request headers must arrive within this */
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /** a socket with no activity is closed after this */
    CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
    /** idle keep-alive connections (longer than the storefront proxy's, so it never reuses a closing one) */
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(72_000),
    /** largest request body in bytes (413 beyond) */
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
    /** shared rate-limit counters for several API instances; unset → in-process */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, { error: "REDIS_URL must be a redis:// URL" })
      .optional(),
    /** rate-limit window and the requests per client allowed in it, per class of route */
    RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1_000).default(60_000),
    RATE_LIMIT_WRITE_MAX: z.coerce.number().int().min(1).default(60),
    RATE_LIMIT_READ_MAX: z.coerce.number().int().min(1).default(600),
    RATE_LIMIT_IMAGE_MAX: z.coerce.number().int().min(1).default(1_200),
    /** sign-in codes per client address in 15 minutes and in a day (decision 0026); per phone is fixed */
    SIGN_IN_CODES_PER_ADDRESS_MAX: z.coerce.number().int().min(1).default(10),
    SIGN_IN_CODES_PER_ADDRESS_DAY_MAX: z.coerce.number().int().min(1).default(30),
    /**
     * reCAPTCHA v2 keys of the sign-in forms (checked only when the site variable
     * useReCaptchaForAuth is nonzero); both or neither: without them the offline simulator checks
     */
    RECAPTCHA_SITE_KEY: z.string().max(200).optional(),
    RECAPTCHA_SECRET_KEY: z.string().max(200).optional(),
    /** delivery (decision 0033): CDEK for courier and partner pickup when both credentials are set */
    CDEK_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.cdek.ru/v2"),
    CDEK_CLIENT_ID: z.string().min(1).optional(),
    CDEK_CLIENT_SECRET: z.string().min(1).optional(),
    /** Yandex Delivery's express courier for same-day delivery when the token is set */
    YANDEX_DELIVERY_API_URL: z.url({ protocol: /^https?$/ }).default("https://b2b.taxi.yandex.net"),
    YANDEX_DELIVERY_TOKEN: z.string().min(1).optional(),
    /** DaData address suggestions when the key is set */
    DADATA_API_URL: z.url({ protocol: /^https?$/ }).default("https://suggestions.dadata.ru"),
    DADATA_API_KEY: z.string().min(1).optional(),
    /** bearer token of the review and question moderation routes (decision 0042); unset → those routes answer 404 */
    CONTENT_MODERATION_TOKEN: z
      .string()
      .min(32, { error: "CONTENT_MODERATION_TOKEN must be at least 32 characters" })
      .max(256)
      .optional(),
    /** HMAC key of session tokens (≥ 32 characters); required in production, a fixed development key otherwise */
    SESSION_SECRET: z.string().min(32, { error: "SESSION_SECRET must be at least 32 characters" }).optional(),
    /** HMAC key of CMS preview links (≥ 32 characters; decision 0040); unset → derived from the session secret */
    CMS_PREVIEW_SECRET: z
      .string()
      .min(32, { error: "CMS_PREVIEW_SECRET must be at least 32 characters" })
      .optional(),
    // payments (decision 0034)
    /** the payment service: the built-in test provider (hosted page, signed webhooks) or YooKassa */
    PAYMENT_PROVIDER: z.enum(["test", "yookassa"]).default("test"),
    /** HMAC key of the test provider's webhooks (≥ 32 characters); required in production with the test provider */
    PAYMENT_WEBHOOK_SECRET: z
      .string()
      .min(32, { error: "PAYMENT_WEBHOOK_SECRET must be at least 32 characters" })
      .optional(),
    /** minutes an unpaid online order keeps its reserved stock */
    PAYMENT_RESERVATION_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .default(30),
    YOOKASSA_SHOP_ID: z
      .string()
      .regex(/^\d{1,20}$/, { error: "YOOKASSA_SHOP_ID must be the shop's number" })
      .optional(),
    YOOKASSA_SECRET_KEY: z.string().min(8).max(200).optional(),
    YOOKASSA_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.yookassa.ru/v3"),
    // MyACUVUE loyalty programme (decision 0038)
    /** the programme is on (sign-in by PIN, profile, vouchers at checkout): "true"/"1" or "false"/"0" */
    MYACUVUE_ENABLED: z
      .enum(["true", "false", "1", "0"], { error: 'MYACUVUE_ENABLED must be "true" or "false"' })
      .default("true")
      .transform((value) => value === "true" || value === "1"),
    /** the brand's service; without both the built-in simulator answers (members seeded in the database) */
    MYACUVUE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    MYACUVUE_API_KEY: z.string().min(8).max(200).optional(),
  })
  .refine((env) => env.NODE_ENV !== "production" || env.SESSION_SECRET !== undefined, {
    path: ["SESSION_SECRET"],
    error: "SESSION_SECRET is required in production",
  })
  .refine((env) => (env.MYACUVUE_API_URL === undefined) === (env.MYACUVUE_API_KEY === undefined), {
    path: ["MYACUVUE_API_KEY"],
    error: "MYACUVUE_API_URL and MYACUVUE_API_KEY go together",
  })
  .refine((env) => (env.RECAPTCHA_SITE_KEY === undefined) === (env.RECAPTCHA_SECRET_KEY === undefined), {
    path: ["RECAPTCHA_SECRET_KEY"],
    error: "RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY go together",
  })
  .refine(
    (env) => env.NODE_ENV !== "production" || env.PAYMENT_PROVIDER !== "test" || env.PAYMENT_WEBHOOK_SECRET,
    { path: ["PAYMENT_WEBHOOK_SECRET"], error: "PAYMENT_WEBHOOK_SECRET is required in production" },
  )
  .refine(
    (env) =>
      env.PAYMENT_PROVIDER !== "yookassa" ||
      (env.YOOKASSA_SHOP_ID && env.YOOKASSA_SECRET_KEY && env.PUBLIC_ORIGIN),
    {
      path: ["PAYMENT_PROVIDER"],
      error: "PAYMENT_PROVIDER=yookassa needs YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY and PUBLIC_ORIGIN",
    },
  );
export type TEnv = z.infer<typeof ZEnv>;

/** Validates an environment (empty strings count as unset). Throws with every bad variable named. */
export function parseEnv(source: Record<string, string | undefined>): TEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = ZEnv.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: TEnv | undefined;
/** The process environment, read and validated once. The only place that reads process.env. */
export function loadEnv(): TEnv {
  cached ??= parseEnv(process.env);
  return cached;
}
