/**
 * The HTTP server's own bounds: which proxy hop is believed, how long a request, its headers and an
 * idle connection may take, how big a body may be. A body that never completes is cut by the
 * request timeout (408, then the socket is closed).
 */
import type { Server } from "node:http";
import type { FastifyHttpOptions, FastifyServerOptions } from "fastify";
import type { TTrustProxy } from "../env.ts";
import { handleClientError } from "./errors.ts";

export type TServerLimits = {
  trustProxy: TTrustProxy;
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  connectionTimeoutMs: number;
  keepAliveTimeoutMs: number;
  bodyLimitBytes: number;
};

export const DEFAULT_SERVER_LIMITS: TServerLimits = {
  trustProxy: ["loopback"],
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  connectionTimeoutMs: 60_000,
  keepAliveTimeoutMs: 72_000,
  bodyLimitBytes: 1_048_576,
};

/** How often Node checks the request and headers timeouts (its default, 30 s, would double them). */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

function trustProxyOption(trust: TTrustProxy): FastifyServerOptions["trustProxy"] {
  if (typeof trust === "number") return (_address: string, hop: number) => hop < trust;
  return trust;
}

export function serverOptions(limits: TServerLimits): FastifyHttpOptions<Server> {
  const checkInterval = Math.min(TIMEOUT_CHECK_INTERVAL_MS, limits.headersTimeoutMs, limits.requestTimeoutMs);
  return {
    trustProxy: trustProxyOption(limits.trustProxy),
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.connectionTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    bodyLimit: limits.bodyLimitBytes,
    // Node requires headersTimeout ≤ requestTimeout
    http: {
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
      connectionsCheckingInterval: checkInterval,
      // a missing Host reaches the request guards, which answer in the app's error shape
      requireHostHeader: false,
    },
    clientErrorHandler: handleClientError,
  };
}
