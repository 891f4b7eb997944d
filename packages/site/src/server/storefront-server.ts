import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { constants as zlib } from "node:zlib";
import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import proxy from "@fastify/http-proxy";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import { FORM_ATTACHMENT_MAX_BYTES } from "@optika/api-contract";
import { videoFrameSources } from "@optika/domain/content";
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import { mapsCspSources } from "../features/maps/maps-config.ts";
import { negotiateEncoding } from "./accept-encoding.ts";
import { answerClientError, refuseConnect } from "./client-error.ts";
import { withCookieDomain } from "./cookie-domain.ts";
import { metricsOrigin } from "./env.server.ts";
import { serverMessages } from "./messages.ts";
import { declaredBodyLength, drainRequestBody } from "./oversized-body.ts";
import {
  createPageCache,
  encodedBody,
  isSharedPageRequest,
  pageCacheKey,
  type TPageEntry,
  type TRendered,
} from "./page-cache.ts";
import type { pageCityInputs } from "./page-city.ts";
import { localTarget } from "./request-target.ts";
import type { TServerConfig } from "./server-config.ts";
import { textPage } from "./text-page.ts";

/** The metrics counter's origin, when one is configured (METRICS_COUNTER_ID; decision 0043). */
const METRICS_SOURCES = [metricsOrigin()].filter((origin): origin is string => origin !== null);
/** Where Google's reCAPTCHA v2 loads its script and frame from (its documented CSP sources). */
const RECAPTCHA_SCRIPT_SOURCES = ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"];
const RECAPTCHA_FRAME_SOURCES = [
  "https://www.google.com/recaptcha/",
  "https://recaptcha.google.com/recaptcha/",
];
/** Players of /video and CMS video blocks, framed only after a click on a poster (domain/content). */
const VIDEO_FRAME_SOURCES = videoFrameSources();

/*
 * The storefronts' production server (decision 0010): Fastify in front of the React Router build.
 *   /assets/* and other files of build/client  → @fastify/static (hashed assets immutable)
 *   /api/*                                     → @fastify/http-proxy to API_URL, prefix removed
 *   everything else                            → the React Router request handler (streamed);
 *                                                shared pages (GETs, session stripped) through the
 *                                                page micro-cache (decision 0017)
 * Around all of it: unsafe request targets (`//host`, `\`, absolute-form) → one 301 to a local
 * path, security headers with a per-response CSP nonce (@fastify/helmet), brotli/gzip
 * (@fastify/compress), page renders rate-limited per client (@fastify/rate-limit), X-Forwarded-*
 * believed only from TRUST_PROXY, timeouts on sockets, headers and bodies.
 */

/** What the server needs of a React Router server build (a stub in tests). */
export type TStorefrontBuild = {
  handler: (request: Request, loadContext?: unknown) => Promise<Response>;
  createLoadContext?: (o: { nonce?: string }) => unknown;
  normalizePath: (path: string) => string | null;
  /** the city inputs a shared page may read (page-city.ts, travels in the server build) */
  pageCityInputs: typeof pageCityInputs;
  /** the Domain a request's cookies take (the base host, shared by the city subdomains), or none */
  cookieDomain?: (host: string) => string | null;
};

/** Room for the form fields and multipart framing next to a form attachment. */
const MULTIPART_FIELDS_ALLOWANCE_BYTES = 1024 * 1024;
/** The largest multipart body (POST /api/form/send: one attachment and the fields). */
const MULTIPART_LIMIT_BYTES = FORM_ATTACHMENT_MAX_BYTES + MULTIPART_FIELDS_ALLOWANCE_BYTES;
/** An oversized body up to this size is read and dropped before the 413; a larger one closes the socket. */
const OVERSIZED_DRAIN_MAX_BYTES = 32 * 1024 * 1024;

const DOCUMENT_CACHE_CONTROL = "private, no-cache";
const IMMUTABLE = "public, max-age=31536000, immutable";
const STATIC_CACHE_CONTROL = "public, max-age=3600";
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  "host",
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "x-real-ip",
]);
const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(self), payment=(self), usb=(), serial=()";
const VALID_HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.?(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i;
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|manifest\+json|xml)|image\/svg\+xml)/;
const DOCUMENT_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;

function isApiPath(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}

/** The server's own answer to a failed request: JSON under /api, else a small Russian page. */
function answerError(request: FastifyRequest, reply: FastifyReply, status: number) {
  const message =
    status === 413
      ? serverMessages.payloadTooLarge
      : status === 429
        ? serverMessages.tooManyRequests
        : status < 500
          ? serverMessages.badRequest
          : serverMessages.serverError;
  reply.code(status);
  if (isApiPath(request.url)) return reply.type("application/json; charset=utf-8").send({ message });
  const title = status === 429 ? serverMessages.tooManyRequestsTitle : message;
  return reply
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .send(textPage(title, message));
}

export async function createStorefrontServer(o: {
  config: TServerConfig;
  build: TStorefrontBuild;
  /** build/client of the app; null serves no files (tests) */
  clientDir: string | null;
  logger?: boolean | { level: string };
}): Promise<FastifyInstance> {
  const { config, build } = o;
  const app = Fastify({
    logger: o.logger ?? false,
    // a hop count is "trust that many proxies next to us" (what proxy-addr does with a number)
    trustProxy:
      typeof config.trustProxy === "number"
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    connectionTimeout: config.timeouts.connectionMs,
    requestTimeout: config.timeouts.requestMs,
    keepAliveTimeout: 65_000,
    forceCloseConnections: "idle",
    return503OnClosing: true,
    clientErrorHandler: answerClientError,
    // a request target Fastify cannot read (a bad %-escape): the shop's 400, not Fastify's JSON
    frameworkErrors: (error, request, reply) => {
      answerError(request, reply, error.statusCode && error.statusCode >= 400 ? error.statusCode : 400);
    },
  });
  app.server.headersTimeout = config.timeouts.headersMs;
  app.server.on("connect", refuseConnect(DOCUMENT_METHODS));

  // ---- nonce, security headers, host check, safe request targets -------------------------------
  const nonces = new WeakMap<ServerResponse, string>();
  const maps = mapsCspSources(config.maps);
  app.decorateRequest("cspNonce", "");
  app.addHook("onRequest", async (request, reply) => {
    const nonce = randomBytes(16).toString("base64url");
    request.cspNonce = nonce;
    nonces.set(reply.raw, nonce);
  });
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        // reCAPTCHA v2 of the sign-in forms (loaded only when the config asks for it), and the
        // configured map's hosts (decision 0044)
        "script-src": [
          "'self'",
          (_req, res) => `'nonce-${nonces.get(res as ServerResponse) ?? ""}'`,
          ...RECAPTCHA_SCRIPT_SOURCES,
          ...maps.script,
          ...METRICS_SOURCES,
        ],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", ...maps.img, ...METRICS_SOURCES],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'", ...maps.connect, ...METRICS_SOURCES],
        "frame-src": ["'self'", ...RECAPTCHA_FRAME_SOURCES, ...VIDEO_FRAME_SOURCES, ...maps.frame],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        ...(config.isHttps ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: config.isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: "deny" },
  });
  app.addHook("onRequest", async (request, reply) => {
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    if (!VALID_HOST.test(request.host ?? "")) {
      return reply
        .code(400)
        .type("text/html; charset=utf-8")
        .send(textPage(serverMessages.badRequest, serverMessages.badRequest));
    }
    // a body declared larger than the limit: read to its end and dropped, then 413 (the error handler's
    // JSON or page), so a client still writing gets the answer rather than a broken pipe
    const length = declaredBodyLength(request.headers);
    const isMultipart = /^multipart\/form-data/i.test(request.headers["content-type"] ?? "");
    if (
      length !== null &&
      length > (isMultipart && isApiPath(request.url) ? MULTIPART_LIMIT_BYTES : config.bodyLimitBytes)
    ) {
      if (length > OVERSIZED_DRAIN_MAX_BYTES) reply.header("connection", "close");
      else await drainRequestBody(request.raw);
      throw Object.assign(new Error("body too large"), { statusCode: 413 });
    }
    // `//host/x`, `/\host`, `http://host/x`: one 301 to a local path, for everyone, before the cache
    const target = localTarget(request.raw.url ?? "/", build.normalizePath);
    if (target !== null) {
      return reply.code(301).header("location", target).header("cache-control", "no-store").send();
    }
  });

  // ---- compression -----------------------------------------------------------------------------
  await app.register(compress, {
    global: true,
    encodings: ["br", "gzip"],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    const type = String(reply.getHeader("content-type") ?? "");
    const vary = String(reply.getHeader("vary") ?? "");
    if (COMPRESSIBLE.test(type) && !/accept-encoding/i.test(vary)) {
      reply.header("vary", vary ? `${vary}, accept-encoding` : "accept-encoding");
    }
    return payload;
  });

  // ---- cookies: the base host and its city subdomains share them ----------------------------------
  const { cookieDomain } = build;
  if (cookieDomain) {
    app.addHook("onSend", async (request, reply, payload) => {
      const cookies = reply.getHeader("set-cookie");
      const domain = cookies === undefined ? null : cookieDomain(request.host);
      if (domain) {
        // set-cookie appends on reply.header(): the old values go first
        reply.removeHeader("set-cookie");
        reply.header(
          "set-cookie",
          [cookies].flat().map((cookie) => withCookieDomain(String(cookie), domain)),
        );
      }
      return payload;
    });
  }

  // ---- errors ----------------------------------------------------------------------------------
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    return answerError(request, reply, status);
  });

  // ---- static files ----------------------------------------------------------------------------
  if (o.clientDir) {
    await app.register(fastifyStatic, {
      root: o.clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      serveDotFiles: false,
      // @fastify/static 10 hands the reply here (its types still say ServerResponse)
      setHeaders(reply: unknown, filePath: string) {
        const isHashed = /[\\/]assets[\\/]/.test(filePath.slice(o.clientDir?.length ?? 0));
        (reply as FastifyReply).header("cache-control", isHashed ? IMMUTABLE : STATIC_CACHE_CONTROL);
      },
    });
  }

  // ---- /api/* → the API ------------------------------------------------------------------------
  const apiUrl = new URL(config.apiUrl);
  await app.register(async (scope) => {
    // bodies are read here with the limit (a 2 MB body gets 413 at once, never a broken pipe → 502),
    // then handed on as a stream: @fastify/reply-from would JSON.stringify a Buffer of JSON type
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    // multipart is only POST /form/send: its one attachment (≤ 10 MB) plus the fields; the API judges the rest
    scope.addContentTypeParser(
      "multipart/form-data",
      { parseAs: "buffer", bodyLimit: MULTIPART_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    await scope.register(proxy, {
      upstream: apiUrl.origin,
      prefix: "/api",
      rewritePrefix: apiUrl.pathname.replace(/\/$/, "") || "/",
      // a preValidation stops the plugin from adding its pass-through body parsers (ours stay). It also
      // hands the buffered body on as a stream: given a Buffer, reply-from re-encodes it by its bare content
      // type (JSON.stringify of the Buffer; multipart without its boundary); a stream goes out byte for
      // byte with the client's own headers.
      preValidation: async (request) => {
        if (Buffer.isBuffer(request.body)) request.body = Readable.from([request.body]);
      },
      http: { requestOptions: { timeout: config.timeouts.upstreamMs } },
      // the API's redirects name the shop's own pages (the payment provider's return to
      // /order/success/{hash}); the plugin would otherwise prefix them with /api
      internalRewriteLocationHeader: false,
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => {
          const out: Record<string, string | string[] | undefined> = {};
          for (const [name, value] of Object.entries(headers)) if (!HOP_BY_HOP.has(name)) out[name] = value;
          out.host = apiUrl.host;
          out["x-forwarded-for"] = request.ip;
          out["x-forwarded-host"] = request.host;
          out["x-forwarded-proto"] = request.protocol;
          return out as typeof headers;
        },
        onError: (reply, { error }) => {
          const timedOut = /timeout/i.test(String((error as Error)?.message ?? ""));
          reply
            .code(timedOut ? 504 : 502)
            .type("application/json; charset=utf-8")
            .send({ message: serverMessages.badGateway });
        },
      },
    });
  });

  // ---- pages -----------------------------------------------------------------------------------
  const pageCache = createPageCache({ ttlMs: config.pageCacheTtlMs, maxBytes: config.pageCacheMaxBytes });
  if (config.pageRateLimitPerMinute > 0) {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: serverMessages.tooManyRequests,
        retryAfter: context.after,
      }),
    });
  }

  /** The city inputs of a shared page's request: what its render may read and its key holds. */
  function sharedInputs(request: FastifyRequest) {
    return build.pageCityInputs({ host: request.host, cookie: request.headers.cookie });
  }

  /**
   * The Request given to React Router. A shared page's (`shared`) carries no session and no
   * sign-in: of the cookies only the page cookies (`city_id`), no Authorization, so its HTML can
   * depend on nothing that is not in the page-cache key.
   */
  function documentRequest(request: FastifyRequest, o: { signal?: AbortSignal; shared: boolean }): Request {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (HOP_BY_HOP.has(name) || value === undefined) continue;
      if (o.shared && (name === "cookie" || name === "authorization")) continue;
      if (Array.isArray(value)) for (const v of value) headers.append(name, v);
      else headers.set(name, value);
    }
    if (o.shared) {
      const { cookies } = sharedInputs(request);
      if (cookies) headers.set("cookie", cookies);
    }
    headers.set("host", request.host);
    headers.set("x-forwarded-host", request.host);
    headers.set("x-forwarded-for", request.ip);
    headers.set("x-forwarded-proto", request.protocol);
    const body = request.body instanceof Buffer && request.body.length > 0 ? request.body : undefined;
    // the URL is the configured public origin + the (already safe) path: never the Host header
    return new Request(`${config.publicOrigin}${request.raw.url ?? "/"}`, {
      method: request.method,
      headers,
      body: request.method === "GET" || request.method === "HEAD" ? undefined : body,
      signal: o.signal,
    });
  }

  function loadContext(request: FastifyRequest): unknown {
    return build.createLoadContext?.({ nonce: request.cspNonce });
  }

  async function renderBuffered(request: FastifyRequest): Promise<TRendered> {
    const response = await build.handler(documentRequest(request, { shared: true }), loadContext(request));
    const body = Buffer.from(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, body };
  }

  function sendHeaders(
    reply: FastifyReply,
    headers: Iterable<[string, string]>,
    cookies: string[] = [],
  ): void {
    for (const [name, value] of headers) {
      if (name === "set-cookie" || name === "content-length" || HOP_BY_HOP.has(name)) continue;
      reply.header(name, value);
    }
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", DOCUMENT_CACHE_CONTROL);
  }

  /**
   * The cookies of a shared render its own caller may have: those it did not send itself (a first
   * visitor gets its new session; a returning shopper keeps the one it has).
   */
  function ownCookies(request: FastifyRequest, headers: Headers): string[] {
    const sent = new Set(
      (request.headers.cookie ?? "")
        .split(";")
        .map((part) => part.split("=")[0]?.trim())
        .filter(Boolean),
    );
    return headers.getSetCookie().filter((cookie) => !sent.has(cookie.split("=")[0]?.trim()));
  }

  /**
   * A stored page, as it is: compressed once per encoding, its inline scripts (nonce of their
   * render) allowed by their hashes, added to this answer's policy next to its own fresh nonce.
   */
  function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: TPageEntry): void {
    sendHeaders(reply, entry.headers);
    const csp = reply.getHeader("content-security-policy");
    if (typeof csp === "string" && entry.scriptHashes.length > 0) {
      const hashes = entry.scriptHashes.join(" ");
      reply.header(
        "content-security-policy",
        csp.replace(
          /(^|;)(\s*script-src [^;]*)/,
          (_all, start: string, directive: string) => `${start}${directive} ${hashes}`,
        ),
      );
    }
    const encoding = negotiateEncoding(request.headers["accept-encoding"]);
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    reply.code(200).send(encodedBody(entry, encoding));
  }

  async function answerFromPageCache(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const { host, cookies } = sharedInputs(request);
    const key = pageCacheKey({
      protocol: request.protocol,
      host,
      cookies,
      url: request.raw.url ?? "/",
    });
    const found = pageCache.get(key);
    if (found) {
      if (!found.isFresh && !pageCache.isRendering(key)) {
        // stale: this shopper gets it at once, one render in the background replaces it
        pageCache.render(key, () => renderBuffered(request)).catch((error) => request.log.error(error));
      }
      sendEntry(request, reply, found.entry);
      return true;
    }
    const { rendered, entry, own } = await pageCache.render(key, () => renderBuffered(request));
    if (own) {
      sendHeaders(reply, rendered.headers, ownCookies(request, rendered.headers));
      reply.code(rendered.status).send(rendered.body);
      return true;
    }
    if (!entry) return false;
    sendEntry(request, reply, entry);
    return true;
  }

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    scope.route({
      method: [...DOCUMENT_METHODS],
      url: "/*",
      config:
        config.pageRateLimitPerMinute > 0
          ? {
              rateLimit: {
                max: config.pageRateLimitPerMinute,
                timeWindow: 60_000,
                keyGenerator: (request: FastifyRequest) => request.ip,
              },
            }
          : {},
      handler: async (request, reply) => {
        const shared = isSharedPageRequest({
          method: request.method,
          url: request.url,
          headers: request.headers,
        });
        if (shared && pageCache.enabled && (await answerFromPageCache(request, reply))) {
          return reply;
        }
        const abort = new AbortController();
        reply.raw.on("close", () => {
          if (!reply.raw.writableFinished) abort.abort();
        });
        const response = await build.handler(
          documentRequest(request, { signal: abort.signal, shared }),
          loadContext(request),
        );
        sendHeaders(
          reply,
          response.headers,
          shared ? ownCookies(request, response.headers) : response.headers.getSetCookie(),
        );
        reply.code(response.status);
        return reply.send(response.body ? Readable.fromWeb(response.body as never) : "");
      },
    });
  });

  app.setNotFoundHandler((_request, reply) => {
    reply
      .code(405)
      .header("allow", DOCUMENT_METHODS.join(", "))
      .type("text/html; charset=utf-8")
      .send(textPage(serverMessages.badRequest, serverMessages.badRequest));
  });

  return app;
}

declare module "fastify" {
  interface FastifyRequest {
    cspNonce: string;
  }
}
