/**
 * Requests the API never serves, refused before routing with the app's error shape and without
 * echoing the input: methods outside the API's set (TRACE, CONNECT, …) → 405 (CONNECT on the
 * server's 'connect' event, which Fastify never sees); request targets
 * that are not origin-form paths (`OPTIONS *`, absolute-form `http://host/…`, `//host/…`,
 * backslashes) → 400; a Host or X-Forwarded-Host header that is not a host name, or no Host on
 * HTTP/1.1 → 400.
 */
import type { FastifyInstance } from "fastify";
import { refuseConnect } from "./errors.ts";
import { MESSAGES } from "./messages.ts";

const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const ALLOWED = new Set<string>(ALLOWED_METHODS);

/** a DNS name (letters, digits, hyphens, underscores, dots) or an IPv4/IPv6 literal, with an optional port */
const HOST_PATTERN = /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,252})|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

export function isValidHost(value: string): boolean {
  return value.length <= 260 && HOST_PATTERN.test(value) && !value.includes("..");
}

/** Origin-form only: starts with one "/", no "//" authority, no backslash, no control characters. */
export function isOriginFormTarget(url: string): boolean {
  if (!url.startsWith("/") || url.startsWith("//")) return false;
  const path = url.split("?", 1)[0] ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  return !/[\\\u0000-\u001f\u007f]/.test(path);
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(",") : value;
}

export function registerRequestGuards(app: FastifyInstance): void {
  app.server.on("connect", refuseConnect(ALLOWED_METHODS));
  app.addHook("onRequest", async (request, reply) => {
    if (!ALLOWED.has(request.raw.method ?? "")) {
      return reply
        .code(405)
        .header("allow", ALLOWED_METHODS.join(", "))
        .send({ message: MESSAGES.methodNotAllowed });
    }
    if (!isOriginFormTarget(request.raw.url ?? "")) {
      return reply.code(400).send({ message: MESSAGES.badTarget });
    }
    const host = headerValue(request.raw.headers.host);
    const hostRequired = request.raw.httpVersionMajor === 1 && request.raw.httpVersionMinor >= 1;
    if (host === undefined ? hostRequired : !isValidHost(host)) {
      return reply.code(400).send({ message: MESSAGES.badHost });
    }
    const forwardedHost = headerValue(request.raw.headers["x-forwarded-host"]);
    if (forwardedHost !== undefined && !forwardedHost.split(",").every((h) => isValidHost(h.trim()))) {
      return reply.code(400).send({ message: MESSAGES.badHost });
    }
    return undefined;
  });
}
