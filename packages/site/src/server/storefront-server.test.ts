import { request as httpRequest } from "node:http";
// @vitest-environment node

import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { sharedCookieDomain } from "@optika/domain/geo";
import { normalizePath } from "@optika/domain/urls";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageCityInputs } from "./page-city.ts";
import { precompressDir } from "./precompress.ts";
import { serverConfigFromEnv, type TServerConfig } from "./server-config.ts";
import { createStorefrontServer, type TStorefrontBuild } from "./storefront-server.ts";

/*
 * The production server through app.inject (and a real socket where the socket matters), in front
 * of a stub of the React Router build and a stub API on a real port.
 */

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

/** A stand-in for the server build: a page that shows what it was rendered for, with inline scripts. */
function stubBuild(o: { cookie?: string } = {}) {
  const calls: Request[] = [];
  const build: TStorefrontBuild = {
    normalizePath,
    pageCityInputs,
    createLoadContext: ({ nonce }) => ({ nonce }),
    handler: async (request, loadContext) => {
      calls.push(request);
      const { nonce } = loadContext as { nonce?: string };
      const url = new URL(request.url);
      if (url.pathname === "/boom") throw new Error("render failed");
      const host = request.headers.get("host");
      // what a loader could read of the shopper: the page shows it, so a leak would be visible
      const cookie = request.headers.get("cookie") ?? "";
      const auth = request.headers.get("authorization") ?? "";
      const filler = "<p>Линзы и оправы в вашем городе.</p>".repeat(60);
      const html = `<!DOCTYPE html><html lang="ru"><head><link rel="canonical" href="${url.origin}${url.pathname}"><script nonce="${nonce}">window.__a=1</script></head><body data-host="${host}" data-cookie="${cookie}" data-auth="${auth}" data-path="${url.pathname}${url.search}">${filler}<script nonce="${nonce}" type="module" async="">import("/assets/app-1a2b3c.js")</script><script nonce="${nonce}">window.__b=2</script></body></html>`;
      const headers = new Headers({ "content-type": "text/html; charset=utf-8" });
      if (o.cookie) headers.append("set-cookie", o.cookie);
      return new Response(html, { status: url.pathname === "/missing" ? 404 : 200, headers });
    },
  };
  return { build, calls };
}

let api: Server;
let apiUrl = "";
const apiSeen: Array<{ url: string; headers: Record<string, unknown>; bytes: number; body: string }> = [];
let clientDir = "";

beforeAll(async () => {
  api = createServer((req, res) => {
    let bytes = 0;
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => {
      bytes += chunk.length;
      chunks.push(chunk);
    });
    req.on("end", () => {
      apiSeen.push({
        url: req.url ?? "",
        headers: req.headers,
        bytes,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      if (req.url === "/session") {
        // the API's own cookies: one for the shop, one that names a domain of its own
        res.writeHead(200, {
          "content-type": "application/json; charset=utf-8",
          "set-cookie": [
            "sessionToken=frntAPI; Max-Age=5184000; Path=/; HttpOnly; SameSite=Lax",
            "other=1; Path=/; Domain=other.example",
          ],
        });
        res.end("{}");
        return;
      }
      if (req.url?.startsWith("/payments/test-provider/")) {
        // the test payment provider's page sends the shopper back to a page of the shop
        res.writeHead(303, { location: "/order/success/AbC123def456GHI789jk" });
        res.end();
        return;
      }
      const items = Array.from({ length: 60 }, (_, i) => ({ id: i + 1, name: `Товар ${i + 1}` }));
      res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
      res.end(JSON.stringify({ url: req.url, items }));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  const address = api.address();
  apiUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  clientDir = mkdtempSync(join(tmpdir(), "storefront-client-"));
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(
    join(clientDir, "assets", "app-1a2b3c.js"),
    `export const a = ${JSON.stringify("x".repeat(4000))};\n`,
  );
  writeFileSync(
    join(clientDir, "assets", "root-9f8e7d.css"),
    `.a{color:red}\n${".b{margin:0}\n".repeat(300)}`,
  );
  writeFileSync(
    join(clientDir, "favicon.svg"),
    `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(400)}</svg>`,
  );
});

afterAll(async () => {
  await new Promise((resolve) => api.close(resolve));
});

function config(env: Record<string, string> = {}): TServerConfig {
  return serverConfigFromEnv({ API_URL: apiUrl, PAGE_RATE_LIMIT_PER_MINUTE: "0", ...env }, { port: 3000 });
}

async function server(env: Record<string, string> = {}, build = stubBuild().build): Promise<FastifyInstance> {
  const app = await createStorefrontServer({ config: config(env), build, clientDir });
  await app.ready();
  return app;
}

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === "br") return brotliDecompressSync(body).toString("utf8");
  if (encoding === "gzip") return gunzipSync(body).toString("utf8");
  return body.toString("utf8");
}

describe("compression", () => {
  it.each([
    ["rendered", "0"],
    ["from the page cache", "60000"],
  ])(
    "answers HTML (%s), hashed assets and proxied API JSON in brotli, gzip or identity as the client accepts",
    async (_case, ttl) => {
      const app = await server({ PAGE_CACHE_TTL_MS: ttl });
      // the cached case: the first answer renders and stores, the ones below come from the cache
      await app.inject({ url: "/catalog/linzy", headers: { cookie: "sessionToken=frntX" } });
      for (const url of [
        "/catalog/linzy",
        "/assets/app-1a2b3c.js",
        "/assets/root-9f8e7d.css",
        "/api/products?page=1",
      ]) {
        const bodies: string[] = [];
        for (const [accept, expected] of [
          ["br, gzip", "br"],
          ["gzip", "gzip"],
          ["identity", undefined],
        ] as const) {
          const response = await app.inject({ url, headers: { "accept-encoding": accept } });
          expect(response.statusCode, `${url} ${accept}`).toBe(200);
          expect(response.headers["content-encoding"], `${url} ${accept}`).toBe(expected);
          expect(String(response.headers.vary), `${url} ${accept}`).toMatch(/accept-encoding/i);
          // the same page but for its per-response CSP nonce
          bodies.push(decode(expected, response.rawPayload).replace(/nonce="[^"]*"/g, 'nonce=""'));
        }
        expect(bodies[0]!.length).toBeGreaterThan(1024);
        expect(new Set(bodies).size, url).toBe(1);
      }
      await app.close();
    },
  );
});

describe("files precompressed at build time", () => {
  it("writes .br and .gz next to compressible files, and the server sends those bytes as they are", async () => {
    const dir = mkdtempSync(join(tmpdir(), "storefront-precompressed-"));
    mkdirSync(join(dir, "assets"));
    const css = `.a{color:red}\n${".c{padding:0}\n".repeat(400)}`;
    writeFileSync(join(dir, "assets", "page-5d6e7f.css"), css);
    writeFileSync(join(dir, "assets", "tiny-1a1a1a.js"), "export{}");
    writeFileSync(join(dir, "assets", "photo-2b2b2b.avif"), Buffer.alloc(4096, 7));
    expect(await precompressDir(dir)).toBe(1);
    const br = readFileSync(join(dir, "assets", "page-5d6e7f.css.br"));
    expect(brotliDecompressSync(br).toString("utf8")).toBe(css);
    expect(gunzipSync(readFileSync(join(dir, "assets", "page-5d6e7f.css.gz"))).toString("utf8")).toBe(css);
    const app = await createStorefrontServer({ config: config(), build: stubBuild().build, clientDir: dir });
    const sent = await app.inject({ url: "/assets/page-5d6e7f.css", headers: { "accept-encoding": "br" } });
    expect(sent.headers["content-encoding"]).toBe("br");
    expect(String(sent.headers.vary)).toMatch(/accept-encoding/i);
    expect(sent.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(sent.rawPayload.equals(br)).toBe(true);
    const plain = await app.inject({
      url: "/assets/page-5d6e7f.css",
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(css);
    await app.close();
  });
});

describe("caching headers", () => {
  it("hashed assets are immutable, other files short-lived, documents private and revalidated", async () => {
    const app = await server();
    const asset = await app.inject({ url: "/assets/app-1a2b3c.js" });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["content-type"]).toMatch(/javascript/);
    const favicon = await app.inject({ url: "/favicon.svg" });
    expect(favicon.headers["cache-control"]).toBe("public, max-age=3600");
    const page = await app.inject({ url: "/catalog/linzy" });
    expect(page.headers["cache-control"]).toBe("private, no-cache");
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    await app.close();
  });
});

describe("security headers", () => {
  function nonceOf(csp: string): string {
    const match = /script-src [^;]*'nonce-([A-Za-z0-9_-]+)'/.exec(csp);
    expect(match, csp).not.toBeNull();
    return match![1]!;
  }

  it("the CSP lets in the configured map's hosts and nothing of a map without one (decision 0044)", async () => {
    const policyOf = async (env: Record<string, string>) =>
      String(
        (await (await server(env)).inject({ url: "/catalog/linzy" })).headers["content-security-policy"],
      );
    const directive = (csp: string, name: string) => new RegExp(`${name} ([^;]*)`).exec(csp)![1]!.split(" ");
    const none = await policyOf({});
    expect(directive(none, "img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(none).not.toContain("yandex");
    const yandex = await policyOf({ YANDEX_MAPS_API_KEY: "key-1" });
    expect(directive(yandex, "script-src")).toContain("https://api-maps.yandex.ru");
    expect(directive(yandex, "img-src")).toContain("https://*.maps.yandex.net");
    expect(directive(yandex, "frame-src")).toContain("https://api-maps.yandex.ru");
    const tiles = await policyOf({ MAP_TILES_URL: "https://{s}.tile.example.ru/{z}/{x}/{y}.png" });
    expect(directive(tiles, "img-src")).toContain("https://*.tile.example.ru");
    expect(directive(tiles, "script-src").filter((s) => s.includes("example"))).toEqual([]);
  });

  it("every answer carries them; the CSP nonce is new per response; every inline script is allowed by it or, from the cache, by its hash", async () => {
    const app = await server();
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const response = await app.inject({ url: "/catalog/linzy" });
      const csp = String(response.headers["content-security-policy"]);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      const nonce = nonceOf(csp);
      nonces.add(nonce);
      const scripts = [...response.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBe(3);
      const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!.split(" ");
      // the sign-in's reCAPTCHA may load Google's script and frame, /video its players' frames, nothing else from outside
      expect(scriptSrc.filter((s) => s.startsWith("https:"))).toEqual([
        "https://www.google.com/recaptcha/",
        "https://www.gstatic.com/recaptcha/",
      ]);
      expect(/frame-src ([^;]*)/.exec(csp)![1]).toBe(
        "'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/ https://www.youtube.com https://youtube.com https://www.youtube-nocookie.com https://rutube.ru https://vk.com https://vkvideo.ru",
      );
      for (const [, attributes, content] of scripts) {
        const hash = `'sha256-${createHash("sha256").update(content!, "utf8").digest("base64")}'`;
        if (i === 0) expect(attributes).toContain(`nonce="${nonce}"`);
        else expect(scriptSrc).toContain(hash);
      }
      // a stored page is never allowed by an old nonce: the one in its body is not in the policy
      if (i > 0) expect(response.body).not.toContain(`nonce="${nonce}"`);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(response.headers["permissions-policy"]).toContain("camera=()");
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(response.headers["strict-transport-security"]).toBeUndefined();
    }
    expect(nonces.size).toBe(3);
    for (const url of ["/assets/app-1a2b3c.js", "/api/products"]) {
      const response = await app.inject({ url });
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(String(response.headers["content-security-policy"]), url).toContain("frame-ancestors 'none'");
    }
    await app.close();
  });

  it("HSTS is sent when the public origin is https", async () => {
    const app = await server({ PUBLIC_ORIGIN: "https://optika.example" });
    const response = await app.inject({ url: "/" });
    expect(response.headers["strict-transport-security"]).toMatch(/max-age=31536000/);
    await app.close();
  });
});

describe("request targets and the public origin", () => {
  it("answers //host, /\\host and absolute-form targets with one 301 to a local path, with or without a cookie", async () => {
    const app = await server();
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    /** The raw answer to a request line sent as is (fetch and inject would tidy the target). */
    const send = (target: string, cookie?: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, "127.0.0.1", () => {
          const cookieLine = cookie ? `Cookie: ${cookie}\r\n` : "";
          socket.write(
            `GET ${target} HTTP/1.1\r\nHost: localhost:3000\r\n${cookieLine}Connection: close\r\n\r\n`,
          );
        });
        let data = "";
        socket.on("data", (chunk) => {
          data += chunk.toString("utf8");
        });
        socket.on("end", () => resolve(data));
        socket.on("error", reject);
      });
    const cases = [
      ["//evil.example/catalog/linzy", "/evil.example/catalog/linzy"],
      ["/\\evil.example/", "/evil.example"],
      ["//evil.example//x?q=1", "/evil.example/x?q=1"],
      ["http://evil.example/catalog/linzy?x=1", "/catalog/linzy?x=1"],
      ["https://evil.example", "/"],
    ] as const;
    for (const cookie of [undefined, "sessionToken=abc"]) {
      for (const [target, location] of cases) {
        const raw = await send(target, cookie);
        expect(raw, target).toMatch(/^HTTP\/1\.1 301/);
        expect(raw.match(/\r\nlocation: ([^\r]*)\r\n/i)?.[1], target).toBe(location);
      }
    }
    await app.close();
  });

  it("builds the page URL (and so the canonical link) from PUBLIC_ORIGIN, never from the Host header", async () => {
    const app = await server({ PUBLIC_ORIGIN: "https://optika.example" });
    const response = await app.inject({ url: "/catalog/linzy", headers: { host: "evil.example" } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<link rel="canonical" href="https://optika.example/catalog/linzy">');
    expect(response.body).not.toContain('href="http://evil.example');
    await app.close();
  });

  it("answers a malformed %-escape with the shop's 400 page (JSON under /api), not Fastify's error object", async () => {
    const app = await server();
    const page = await app.inject({ url: "/catalog/linzy%ZZ" });
    expect(page.statusCode).toBe(400);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain("Некорректный запрос");
    expect(page.body).not.toContain("FST_ERR");
    const api = await app.inject({ url: "/api/orders/%ZZ" });
    expect([api.statusCode, api.json()]).toEqual([400, { message: "Некорректный запрос" }]);
    await app.close();
  });

  it("answers what Node's parser refuses (cookies over the header limit, a NUL in the target, CONNECT) with the shop's Russian page", async () => {
    const app = await server();
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const send = (head: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, "127.0.0.1", () => socket.write(head));
        let data = "";
        socket.on("data", (chunk) => {
          data += chunk.toString("utf8");
        });
        socket.on("close", () => resolve(data));
        socket.on("error", (error: NodeJS.ErrnoException) =>
          error.code === "ECONNRESET" ? resolve(data) : reject(error),
        );
      });
    const cookies = await send(
      `GET / HTTP/1.1\r\nHost: localhost:3000\r\nCookie: a=${"x".repeat(20_000)}\r\n\r\n`,
    );
    expect(cookies).toMatch(/^HTTP\/1\.1 431 /);
    expect(cookies).toMatch(/\r\ncontent-type: text\/html; charset=utf-8\r\n/i);
    expect(cookies).toContain("Слишком большие заголовки запроса");
    const nul = await send("GET /product/a\u0000b HTTP/1.1\r\nHost: localhost:3000\r\n\r\n");
    expect(nul).toMatch(/^HTTP\/1\.1 400 /);
    expect(nul).toContain("Некорректный запрос");
    expect(`${cookies}${nul}`).not.toContain('"statusCode"');
    // a proxy tunnel is not served (Node hands CONNECT past Fastify): 405 with the page's methods
    const tunnel = await send("CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n");
    expect(tunnel).toMatch(/^HTTP\/1\.1 405 /);
    expect(tunnel).toMatch(/\r\nallow: GET, HEAD, POST, PUT, PATCH, DELETE\r\n/i);
    expect(tunnel).toContain("Некорректный запрос");
    expect(tunnel).not.toContain("evil");
    await app.close();
  });

  it("rejects an invalid Host header with 400", async () => {
    const app = await server();
    const response = await app.inject({ url: "/", headers: { host: "evil example/x" } });
    expect(response.statusCode).toBe(400);
    await app.close();
  });
});

describe("the /api proxy", () => {
  it("removes the prefix and sets X-Forwarded-* itself, ignoring what an untrusted client sent", async () => {
    const app = await server();
    apiSeen.length = 0;
    const response = await app.inject({
      url: "/api/catalog/categories?x=1",
      remoteAddress: "203.0.113.7",
      headers: {
        host: "ekb.localhost:3000",
        "x-forwarded-for": "1.2.3.4",
        "x-forwarded-host": "evil.example",
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toBe("/catalog/categories?x=1");
    const seen = apiSeen.at(-1)!;
    expect(seen.headers["x-forwarded-for"]).toBe("203.0.113.7");
    expect(seen.headers["x-forwarded-host"]).toBe("ekb.localhost:3000");
    expect(seen.headers["x-forwarded-proto"]).toBe("http");
    await app.close();
  });

  it("passes the API's redirects to the shop's pages on as they are (no /api prefix added)", async () => {
    const app = await server();
    const response = await app.inject({
      method: "POST",
      url: "/api/payments/test-provider/0b6f2f3e-8a43-4b8e-9a51-0d3c7a1f2e4d",
      headers: { host: "ekb.localhost:3000", "content-type": "application/x-www-form-urlencoded" },
      payload: "outcome=succeeded",
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/order/success/AbC123def456GHI789jk");
    await app.close();
  });

  it("passes a JSON or multipart body through byte for byte", async () => {
    const app = await server();
    apiSeen.length = 0;
    const json = JSON.stringify({ city_id: 3, name: "Анна" });
    await app.inject({
      method: "PUT",
      url: "/api/cities/current",
      headers: { "content-type": "application/json" },
      payload: json,
    });
    expect(apiSeen.at(-1)!.body).toBe(json);
    expect(apiSeen.at(-1)!.headers["content-type"]).toBe("application/json");
    const form = '--b\r\ncontent-disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n';
    await app.inject({
      method: "POST",
      url: "/api/form/send",
      headers: { "content-type": "multipart/form-data; boundary=b" },
      payload: form,
    });
    expect(apiSeen.at(-1)!.body).toBe(form);
    await app.close();
  });

  it("believes X-Forwarded-* from the configured proxy hop only (TRUST_PROXY)", async () => {
    const app = await server({ TRUST_PROXY: "127.0.0.1" });
    apiSeen.length = 0;
    await app.inject({
      url: "/api/x",
      remoteAddress: "127.0.0.1",
      headers: { "x-forwarded-for": "9.9.9.9, 198.51.100.4", "x-forwarded-proto": "https" },
    });
    expect(apiSeen.at(-1)!.headers["x-forwarded-for"]).toBe("198.51.100.4");
    expect(apiSeen.at(-1)!.headers["x-forwarded-proto"]).toBe("https");
    await app.inject({
      url: "/api/x",
      remoteAddress: "203.0.113.9",
      headers: { "x-forwarded-for": "198.51.100.4" },
    });
    expect(apiSeen.at(-1)!.headers["x-forwarded-for"]).toBe("203.0.113.9");
    await app.close();
  });

  it("passes JSON and multipart bodies to the API as the client sent them (type, boundary, bytes)", async () => {
    const app = await server();
    apiSeen.length = 0;
    const json = '{"city_id":2}';
    await app.inject({
      method: "PUT",
      url: "/api/cities/current",
      headers: { "content-type": "application/json; charset=utf-8" },
      payload: json,
    });
    expect(apiSeen.at(-1)).toMatchObject({
      body: json,
      headers: { "content-type": "application/json; charset=utf-8" },
    });
    const boundary = "----optika-test";
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nАнна\r\n--${boundary}--\r\n`;
    await app.inject({
      method: "POST",
      url: "/api/form/send",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: multipart,
    });
    expect(apiSeen.at(-1)).toMatchObject({
      body: multipart,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    await app.close();
  });

  it("answers a 2 MB body with 413 (never 502) over a real socket, without bothering the API", async () => {
    const app = await server();
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    apiSeen.length = 0;
    const body = "a".repeat(2 * 1024 * 1024);
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`http://127.0.0.1:${port}/api/cities/current`, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body,
      });
      expect(response.status).toBe(413);
      expect((await response.json()).message).toBe("Слишком большой запрос");
    }
    expect(apiSeen).toHaveLength(0);
    await app.close();
  });

  it("reads an oversized body to its end before the 413, so a client still writing gets the answer, not a broken pipe", async () => {
    const app = await server();
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    apiSeen.length = 0;
    const body = Buffer.alloc(2 * 1024 * 1024, 97);
    const send = (path: string, type: string) =>
      new Promise<{ status: number; text: string; connection: string | undefined }>((resolve, reject) => {
        const req = httpRequest(
          {
            host: "127.0.0.1",
            port,
            path,
            method: "POST",
            headers: { "content-type": type, "content-length": body.length },
          },
          (res) => {
            let text = "";
            res.setEncoding("utf8");
            res.on("data", (chunk: string) => {
              text += chunk;
            });
            res.on("end", () =>
              resolve({ status: res.statusCode ?? 0, text, connection: res.headers.connection }),
            );
          },
        );
        req.on("error", reject);
        // the body arrives in pieces, as from a phone: the answer must wait for the last one
        void (async () => {
          for (let offset = 0; offset < body.length; offset += 256 * 1024) {
            req.write(body.subarray(offset, offset + 256 * 1024));
            await new Promise((r) => setTimeout(r, 15));
          }
          req.end();
        })();
      });
    for (let i = 0; i < 2; i++) {
      const api = await send("/api/cities/current", "application/json");
      expect(api.status).toBe(413);
      expect(JSON.parse(api.text).message).toBe("Слишком большой запрос");
      // the body was read to its end: the connection stays usable (an unread one is closed)
      expect(api.connection).not.toBe("close");
      const page = await send("/vakansii", "application/x-www-form-urlencoded");
      expect(page.status).toBe(413);
      expect(page.text).toContain("Слишком большой запрос");
    }
    expect(apiSeen).toHaveLength(0);
    await app.close();
  });
});

describe("cookies", () => {
  it("the base host and its city subdomains share every cookie the shop sends; a dotless base host keeps them on the host", async () => {
    const { build } = stubBuild({ cookie: "sessionToken=frntNEW; Max-Age=5184000; Path=/; SameSite=Lax" });
    const app = await server({}, { ...build, cookieDomain: (host) => sharedCookieDomain(host, "optika.ru") });
    const cookiesOf = async (url: string, host: string) =>
      [(await app.inject({ url, headers: { host } })).headers["set-cookie"] ?? []].flat();

    // a render's cookie (the new session of a first visit)
    expect(await cookiesOf("/catalog/linzy", "msk.optika.ru")).toEqual([
      "sessionToken=frntNEW; Max-Age=5184000; Path=/; SameSite=Lax; Domain=optika.ru",
    ]);
    // the API's, through /api: a cookie naming its own domain keeps it
    expect(await cookiesOf("/api/session", "jj.optika.ru")).toEqual([
      "sessionToken=frntAPI; Max-Age=5184000; Path=/; HttpOnly; SameSite=Lax; Domain=optika.ru",
      "other=1; Path=/; Domain=other.example",
    ]);
    expect(await cookiesOf("/api/session", "msk.localhost:3000")).toEqual([
      "sessionToken=frntAPI; Max-Age=5184000; Path=/; HttpOnly; SameSite=Lax",
      "other=1; Path=/; Domain=other.example",
    ]);
    await app.close();
  });
});

describe("the page cache", () => {
  it("never serves one brand's, city's or image format's page for another, and a cached page carries no Set-Cookie", async () => {
    const stub = stubBuild({ cookie: "sessionToken=frntAAAAAAAAAAAAAAAAAAAAAAAAAAAA; Path=/; HttpOnly" });
    const app = await server({}, stub.build);
    const variants = [
      { host: "localhost:3000", ua: CHROME },
      { host: "jj.localhost:3000", ua: CHROME },
      { host: "ekb.localhost:3000", ua: CHROME },
      { host: "ekb.jj.localhost:3000", ua: CHROME },
    ];
    for (let round = 0; round < 2; round++) {
      for (const { host, ua } of variants) {
        const response = await app.inject({
          url: "/catalog/linzy?page=2",
          headers: { host, "user-agent": ua },
        });
        expect(response.body).toContain(`data-host="${host}"`);
        expect(response.body).toContain('data-path="/catalog/linzy?page=2"');
        if (round === 1) expect(response.headers["set-cookie"]).toBeUndefined();
      }
    }
    // one render per variant: the second round came from the cache
    expect(stub.calls).toHaveLength(variants.length);
    const other = await app.inject({
      url: "/catalog/linzy",
      headers: { host: "localhost:3000", "user-agent": CHROME },
    });
    expect(other.body).toContain('data-path="/catalog/linzy"');
    await app.close();
  });

  it("serves returning shoppers the shared page of their city, rendered without any session", async () => {
    const minted = "sessionToken=frntMINTEDMINTEDMINTEDMINTED; Path=/; HttpOnly";
    const stub = stubBuild({ cookie: minted });
    const app = await server({}, stub.build);
    const shoppers = [
      { cookie: "sessionToken=frntANNAANNAANNAANNA; authToken=annaSECRET; city_id=2", city: "city_id=2" },
      { cookie: "sessionToken=frntBORISBORISBORISBO; city_id=3", city: "city_id=3" },
      { cookie: "sessionToken=frntVERAVERAVERAVERAV; city_id=2", city: "city_id=2" },
    ];
    for (let round = 0; round < 2; round++) {
      const answers = await Promise.all(
        shoppers.map(({ cookie }) => app.inject({ url: "/catalog/linzy", headers: { cookie } })),
      );
      answers.forEach((answer, i) => {
        expect(answer.statusCode).toBe(200);
        expect(answer.body).toContain(`data-cookie="${shoppers[i]!.city}"`);
        expect(answer.body).toContain('data-auth=""');
        for (const other of shoppers)
          expect(answer.body).not.toContain(other.cookie.split(";")[0]!.split("=")[1]);
        expect(answer.body).not.toContain("annaSECRET");
        // a shopper with a session keeps it: the render's minted session is never handed out
        expect(answer.headers["set-cookie"]).toBeUndefined();
        expect(answer.headers["cache-control"]).toBe("private, no-cache");
      });
    }
    // one render per city, whoever asked: the rest came from the cache
    expect(stub.calls).toHaveLength(2);
    for (const call of stub.calls) expect(call.headers.get("cookie")).toMatch(/^city_id=\d$/);
    // a first visitor whose request rendered the page gets its session; nobody else does
    const first = await app.inject({ url: "/catalog/linzy?new=1" });
    expect(String(first.headers["set-cookie"])).toContain("frntMINTED");
    const next = await app.inject({ url: "/catalog/linzy?new=1" });
    expect(next.headers["set-cookie"]).toBeUndefined();
    await app.close();
  });

  it("renders a shopper's own pages, Authorization and other methods with the full request, and keeps no error page", async () => {
    const stub = stubBuild();
    const app = await server({}, stub.build);
    const cart = await app.inject({ url: "/cart", headers: { cookie: "sessionToken=frntA; city_id=2" } });
    expect(cart.body).toContain('data-cookie="sessionToken=frntA; city_id=2"');
    await app.inject({ url: "/cart", headers: { cookie: "sessionToken=frntB" } });
    const signed = await app.inject({ url: "/catalog/linzy", headers: { authorization: "Bearer t" } });
    expect(signed.body).toContain('data-auth="Bearer t"');
    await app.inject({ url: "/catalog/linzy", method: "POST", headers: { cookie: "sessionToken=frntA" } });
    await app.inject({ url: "/missing" });
    await app.inject({ url: "/missing" });
    expect(stub.calls).toHaveLength(6);
    expect((await app.inject({ url: "/missing" })).statusCode).toBe(404);
    await app.close();
  });
});

describe("limits", () => {
  it("rate-limits page renders per client with a Russian 429 page and Retry-After", async () => {
    const app = await server({ PAGE_RATE_LIMIT_PER_MINUTE: "3", PAGE_CACHE_TTL_MS: "0" });
    for (let i = 0; i < 3; i++) {
      expect((await app.inject({ url: "/", remoteAddress: "198.51.100.1" })).statusCode).toBe(200);
    }
    const limited = await app.inject({ url: "/", remoteAddress: "198.51.100.1" });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(limited.body).toContain("Слишком много запросов");
    expect((await app.inject({ url: "/", remoteAddress: "198.51.100.2" })).statusCode).toBe(200);
    // files and the API are not page renders
    expect((await app.inject({ url: "/favicon.svg", remoteAddress: "198.51.100.1" })).statusCode).toBe(200);
    await app.close();
  });

  it("a failed render is a 500 with a Russian page, and the server keeps answering", async () => {
    const app = await server();
    const failed = await app.inject({ url: "/boom" });
    expect(failed.statusCode).toBe(500);
    expect(failed.body).toContain("Что-то пошло не так!");
    expect((await app.inject({ url: "/" })).statusCode).toBe(200);
    await app.close();
  });
});
