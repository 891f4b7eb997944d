import { join } from "node:path";
import { z } from "zod";
import { repoRoot } from "./paths.ts";

const ZEnv = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(4000),
    HOST: z.string().min(1).default("0.0.0.0"),
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
    /** HMAC key of session tokens (≥ 32 characters); required in production, a fixed development key otherwise */
    SESSION_SECRET: z.string().min(32, { error: "SESSION_SECRET must be at least 32 characters" }).optional(),
    /** the shop's public origin ("https://optika.ru"); https makes the session cookie Secure */
    PUBLIC_ORIGIN: z.url({ protocol: /^https?$/, error: "PUBLIC_ORIGIN must be an http(s) URL" }).optional(),
  })
  .refine((env) => env.NODE_ENV !== "production" || env.SESSION_SECRET !== undefined, {
    path: ["SESSION_SECRET"],
    error: "SESSION_SECRET is required in production",
  });
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
