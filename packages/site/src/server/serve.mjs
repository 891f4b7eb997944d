#!/usr/bin/env node
// Production server of a storefront app (plain JS, Node 24):
//   node ../../packages/site/src/server/serve.mjs --app . --port 3000
// - statics from <app>/build/client (long immutable cache for /assets/*),
// - /api/* proxied to API_URL with the /api prefix removed (streamed both ways),
// - everything else rendered by the React Router server build.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import http from "node:http";
import https from "node:https";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { createRequestListener } from "@react-router/node";
import { createRequestHandler } from "react-router";
import { createPageCache, headersFor, isCacheableRequest, pageCacheKey } from "./page-cache.mjs";

const { values: args } = parseArgs({
  options: {
    app: { type: "string", default: "." },
    port: { type: "string" },
    host: { type: "string" },
  },
});

const appDir = path.resolve(process.cwd(), args.app ?? ".");
const port = Number(process.env.PORT || args.port || 3000);
const host = process.env.HOST || args.host || "0.0.0.0";
const apiUrl = new URL(process.env.API_URL || "http://127.0.0.1:4000");
const clientDir = path.join(appDir, "build", "client");
const serverBuildPath = path.join(appDir, "build", "server", "index.js");
// Anonymous first visits (no cookies) are answered from a seconds-long page cache (page-cache.mjs).
const pageCacheTtlMs = Number(process.env.PAGE_CACHE_TTL_MS ?? 2000);
// HTML is personalised (session cookie, city): browsers revalidate, shared caches keep nothing.
const DOCUMENT_CACHE_CONTROL = "private, no-cache";

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
]);

const MIME = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

/** Adds the client address to x-forwarded-for and the host to x-forwarded-host (when absent). */
function forwardedHeaders(req) {
  const remote = req.socket.remoteAddress ?? "";
  const prior = req.headers["x-forwarded-for"];
  const forwardedFor = prior ? `${prior}, ${remote}` : remote;
  const forwardedHost = req.headers["x-forwarded-host"] || req.headers.host || "";
  return { forwardedFor, forwardedHost };
}

function proxyToApi(req, res) {
  const { forwardedFor, forwardedHost } = forwardedHeaders(req);
  const targetPath = req.url.replace(/^\/api(?=\/|\?|$)/, "") || "/";
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (!HOP_BY_HOP.has(name) && name !== "host") headers[name] = value;
  }
  headers.host = apiUrl.host;
  headers["x-forwarded-host"] = forwardedHost;
  headers["x-forwarded-for"] = forwardedFor;
  headers["x-forwarded-proto"] = req.headers["x-forwarded-proto"] || "http";

  const transport = apiUrl.protocol === "https:" ? https : http;
  const basePath = apiUrl.pathname.replace(/\/$/, "");
  const upstream = transport.request(
    {
      protocol: apiUrl.protocol,
      hostname: apiUrl.hostname,
      port: apiUrl.port,
      method: req.method,
      path: `${basePath}${targetPath.startsWith("/") ? "" : "/"}${targetPath}`,
      headers,
    },
    (upstreamRes) => {
      const raw = [];
      const list = upstreamRes.rawHeaders;
      for (let i = 0; i < list.length; i += 2) {
        if (!HOP_BY_HOP.has(list[i].toLowerCase())) raw.push(list[i], list[i + 1]);
      }
      res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.statusMessage, raw);
      upstreamRes.pipe(res);
    },
  );
  upstream.on("error", (error) => {
    if (res.headersSent) {
      res.destroy(error);
      return;
    }
    res.writeHead(502, { "content-type": "application/json; charset=utf-8" });
    res.end(JSON.stringify({ message: "Сервис временно недоступен" }));
  });
  req.on("aborted", () => upstream.destroy());
  req.pipe(upstream);
}

/** Serves a file from build/client; resolves false when there is none. */
async function serveStatic(req, res) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url, "http://x").pathname);
  } catch {
    return false;
  }
  if (pathname === "/" || pathname.includes("\0")) return false;
  const filePath = path.join(clientDir, pathname);
  if (!filePath.startsWith(clientDir + path.sep)) return false;
  let info;
  try {
    info = await stat(filePath);
  } catch {
    return false;
  }
  if (!info.isFile()) return false;
  const isHashedAsset = pathname.startsWith("/assets/");
  res.writeHead(200, {
    "content-type": MIME[path.extname(filePath).toLowerCase()] ?? "application/octet-stream",
    "content-length": info.size,
    "last-modified": info.mtime.toUTCString(),
    "cache-control": isHashedAsset ? "public, max-age=31536000, immutable" : "public, max-age=3600",
  });
  if (req.method === "HEAD") {
    res.end();
    return true;
  }
  createReadStream(filePath)
    .on("error", (error) => res.destroy(error))
    .pipe(res);
  return true;
}

const build = await import(pathToFileURL(serverBuildPath).href);
const handleDocument = createRequestListener({ build, mode: "production" });
const handleFetch = createRequestHandler(build, "production");
const pageCache = createPageCache({ ttlMs: Number.isFinite(pageCacheTtlMs) ? pageCacheTtlMs : 0 });

/** Renders a cookieless GET through the fetch-API handler into a buffer. */
async function renderBuffered(req) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const request = new Request(new URL(req.url, `http://${req.headers.host ?? "localhost"}`), { headers });
  const response = await handleFetch(request);
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.headers.has("cache-control")) response.headers.set("cache-control", DOCUMENT_CACHE_CONTROL);
  return { status: response.status, headers: response.headers, body };
}

function sendBuffered(res, status, headers, body) {
  const list = [];
  for (const [name, value] of headers)
    if (name !== "content-length" && !HOP_BY_HOP.has(name)) list.push(name, value);
  list.push("content-length", String(body.length));
  res.writeHead(status, list);
  res.end(body);
}

/** true when the page cache answered (from an entry or a render of its own). */
async function answerFromPageCache(req, res) {
  const key = pageCacheKey(req);
  const entry = pageCache.get(key);
  if (entry) {
    sendBuffered(res, 200, headersFor(entry), entry.body);
    return true;
  }
  const { rendered, entry: made, own } = await pageCache.render(key, () => renderBuffered(req));
  if (made) {
    sendBuffered(res, 200, own ? [...rendered.headers] : headersFor(made), made.body);
    return true;
  }
  if (!own) return false;
  sendBuffered(res, rendered.status, [...rendered.headers], rendered.body);
  return true;
}

const server = http.createServer(async (req, res) => {
  try {
    const url = req.url ?? "/";
    if (url === "/api" || url.startsWith("/api/") || url.startsWith("/api?")) {
      proxyToApi(req, res);
      return;
    }
    if (await serveStatic(req, res)) return;
    const { forwardedFor, forwardedHost } = forwardedHeaders(req);
    req.headers["x-forwarded-for"] = forwardedFor;
    req.headers["x-forwarded-host"] = forwardedHost;
    if (pageCache.enabled && isCacheableRequest(req) && (await answerFromPageCache(req, res))) return;
    res.setHeader("cache-control", DOCUMENT_CACHE_CONTROL);
    await handleDocument(req, res);
  } catch (error) {
    console.error(error);
    if (!res.headersSent) {
      res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      res.end("Что-то пошло не так!");
    } else {
      res.destroy();
    }
  }
});
server.keepAliveTimeout = 65_000;

server.listen(port, host, () => {
  const shownHost = host === "0.0.0.0" || host === "::" ? "localhost" : host;
  console.log(`${path.basename(appDir)} listening on http://${shownHost}:${port} (API ${apiUrl.origin})`);
});

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, 5000).unref();
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
