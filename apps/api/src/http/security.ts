/**
 * Security headers on every API answer (helmet): the API serves JSON and images only, so its
 * Content-Security-Policy allows nothing (`default-src 'none'`) and no page may frame it; nosniff,
 * no referrer, and a Permissions-Policy that turns off powerful features. HSTS only when the
 * public origin is https (on plain http it would be ignored at best, a trap at worst).
 */
import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()";

const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type TSecurityOptions = {
  /** the shop's public origin; https turns on Strict-Transport-Security */
  publicOrigin?: string | undefined;
};

function isHttpsOrigin(origin: string | undefined): boolean {
  if (!origin) return false;
  try {
    return new URL(origin).protocol === "https:";
  } catch {
    return false;
  }
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: TSecurityOptions,
): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: isHttpsOrigin(options.publicOrigin)
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: "no-referrer" },
    // images are fetched by the storefronts of the same site (through their /api proxy)
    crossOriginResourcePolicy: { policy: "same-site" },
    xFrameOptions: { action: "deny" },
  });
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("permissions-policy", PERMISSIONS_POLICY);
  });
}
