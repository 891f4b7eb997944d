/**
 * Issue 6, the API's runtime: the database cannot stop the event loop, per-client rate limits,
 * security headers, refused request targets and hosts, proxy trust, body and request limits.
 */
import { randomInt } from "node:crypto";
import { connect } from "node:net";
import { count, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../db/schema.ts";
import { buildTestApp, describeOnEngines, type TTestAppOptions } from "../test/harness.ts";
import { MESSAGES } from "./messages.ts";

const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;
const REDIS_SKIP_REASON = "TEST_REDIS_URL not set: the Redis rate-limit store is not tested";

/** Sends raw bytes to a listening app and returns what came back before the socket closed. */
function rawRequest(port: number, request: string, timeoutMs = 5_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let received = "";
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms; got: ${received}`));
    }, timeoutMs);
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      received += chunk;
      // one answer is enough (keep-alive sockets stay open)
      const headEnd = received.indexOf("\r\n\r\n");
      const length = /content-length: (\d+)/i.exec(received)?.[1];
      if (headEnd !== -1 && length && Buffer.byteLength(received.slice(headEnd + 4)) >= Number(length)) {
        clearTimeout(timer);
        socket.destroy();
        resolve(received);
      }
    });
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(received);
    });
    socket.on("error", () => {
      /* a reset after the answer: close follows */
    });
    socket.write(request);
  });
}

function parseRaw(raw: string): { status: number; headers: string; body: string } {
  const headEnd = raw.indexOf("\r\n\r\n");
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0),
    headers: raw.slice(0, headEnd).toLowerCase(),
    body: raw.slice(headEnd + 4),
  };
}

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

/** A client address of its own per test run (counters in a shared Redis outlive the run). */
function randomClient(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

describeOnEngines("runtime hardening", (ctx) => {
  const apps: FastifyInstance[] = [];
  async function app(options: TTestAppOptions): Promise<FastifyInstance> {
    const built = await buildTestApp(ctx().db, options);
    apps.push(built);
    await built.ready();
    return built;
  }
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
  });

  describe("a slow statement does not stop the API", () => {
    it("/health and a cached read answer within 1 s while the database is busy for 3 s", async () => {
      const { app: api, db } = ctx();
      expect((await api.inject({ method: "GET", url: "/catalog/categories" })).statusCode).toBe(200);
      const started = Date.now();
      const slow = db.execute(sql`select pg_sleep(3)`).then(() => Date.now() - started);
      await new Promise((r) => setTimeout(r, 200)); // the statement is running

      for (const url of ["/health", "/catalog/categories", "/health"]) {
        const t0 = Date.now();
        const res = await api.inject({ method: "GET", url });
        expect(res.statusCode, url).toBe(200);
        expect(Date.now() - t0, url).toBeLessThan(1_000);
      }
      expect(Date.now() - started).toBeLessThan(2_500); // everything above ran while the statement did
      expect(await slow).toBeGreaterThanOrEqual(2_900); // and the statement really was slow
      expect((await api.inject({ method: "GET", url: "/health/ready" })).json()).toEqual({
        status: "ok",
        database: "ok",
      });
    }, 20_000);
  });

  describe("rate limits", () => {
    it("1,000 cookieless PUT /cities/current: 429 beyond the limit, sessions grow by at most the limit", async () => {
      const api = await app({ rateLimit: { max: { write: 25 } } });
      const before = (await ctx().db.select({ n: count() }).from(sessions))[0]?.n ?? 0;
      const statuses = new Map<number, number>();
      let tooMany: Awaited<ReturnType<FastifyInstance["inject"]>> | undefined;
      for (let i = 0; i < 1_000; i++) {
        const res = await api.inject({ method: "PUT", url: "/cities/current", payload: { city_id: 2 } });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode === 429) tooMany ??= res;
      }
      expect(statuses.get(200)).toBe(25);
      expect(statuses.get(429)).toBe(975);
      const after = (await ctx().db.select({ n: count() }).from(sessions))[0]?.n ?? 0;
      expect(after - before).toBeLessThanOrEqual(25);
      expect(tooMany?.json()).toEqual({ message: MESSAGES.tooManyRequests });
      expect(Number(tooMany?.headers["retry-after"])).toBeGreaterThan(0);
      expect(tooMany?.headers["content-security-policy"]).toContain("default-src 'none'");
    }, 60_000);

    it("limits listing and product reads and image requests per client; /health is never limited", async () => {
      const api = await app({ rateLimit: { max: { read: 3, image: 2 } } });
      const get = (url: string, remoteAddress = "127.0.0.1") =>
        api.inject({ method: "GET", url, remoteAddress });
      const reads = [];
      for (const url of [
        "/products/101",
        "/catalog/categories/linzy/products",
        "/products/102",
        "/products/101",
      ])
        reads.push((await get(url)).statusCode);
      expect(reads).toEqual([200, 200, 200, 429]);
      expect((await get("/products/101", "192.0.2.10")).statusCode).toBe(200); // another client
      const images = [];
      for (let i = 0; i < 3; i++) images.push((await get("/storage/image/101/not-a-modifier")).statusCode);
      expect(images).toEqual([404, 404, 429]); // an unlisted variant is a 404, then the limit
      for (let i = 0; i < 20; i++) expect((await get("/health")).statusCode).toBe(200);
      expect((await get("/cities")).statusCode).toBe(200); // not a limited class
    });

    it("believes X-Forwarded-For only from the trusted hop (loopback by default)", async () => {
      const api = await app({ rateLimit: { max: { read: 2 } } });
      const get = (remoteAddress: string, forwardedFor: string) =>
        api.inject({
          method: "GET",
          url: "/products/101",
          remoteAddress,
          headers: { "x-forwarded-for": forwardedFor },
        });
      // an outside client rotating X-Forwarded-For is still one client
      const spoofed = [];
      for (let i = 0; i < 3; i++) spoofed.push((await get("203.0.113.7", `198.51.100.${i + 1}`)).statusCode);
      expect(spoofed).toEqual([200, 200, 429]);
      // behind the storefront (loopback), the forwarded address is the client
      const proxied = [];
      for (let i = 0; i < 3; i++) proxied.push((await get("127.0.0.1", `198.51.100.${i + 1}`)).statusCode);
      expect(proxied).toEqual([200, 200, 200]);
      // the storefront appends the real peer: a client-made first entry changes nothing
      const appended = [];
      for (let i = 0; i < 3; i++)
        appended.push((await get("127.0.0.1", `6.6.6.${i}, 198.51.100.50`)).statusCode);
      expect(appended).toEqual([200, 200, 429]);
    });

    it.skipIf(!TEST_REDIS_URL)(
      `shares counters between instances through Redis${TEST_REDIS_URL ? "" : ` (${REDIS_SKIP_REASON})`}`,
      async () => {
        const options = { rateLimit: { max: { write: 3 }, redisUrl: TEST_REDIS_URL } };
        const first = await app(options);
        const second = await app(options);
        const client = randomClient();
        const put = (api: FastifyInstance) =>
          api.inject({
            method: "PUT",
            url: "/cities/current",
            payload: { city_id: "x" },
            remoteAddress: client,
          });
        const statuses = [];
        for (const api of [first, second, first, second, first]) statuses.push((await put(api)).statusCode);
        expect(statuses).toEqual([400, 400, 400, 429, 429]);
      },
    );
  });

  describe("security headers", () => {
    it("a strict CSP, nosniff, Referrer-Policy and Permissions-Policy on answers and errors; no HSTS on http", async () => {
      const { app: api } = ctx();
      for (const url of ["/health", "/products/101", "/no/such/route", "/products/abc"]) {
        const res = await api.inject({ method: "GET", url });
        const csp = String(res.headers["content-security-policy"]);
        expect(csp, url).toContain("default-src 'none'");
        expect(csp, url).toContain("frame-ancestors 'none'");
        expect(res.headers["x-content-type-options"], url).toBe("nosniff");
        expect(res.headers["referrer-policy"], url).toBe("no-referrer");
        expect(res.headers["permissions-policy"], url).toContain("camera=()");
        expect(res.headers["strict-transport-security"], url).toBeUndefined();
      }
    });

    it("HSTS when the public origin is https", async () => {
      const api = await app({ env: { PUBLIC_ORIGIN: "https://optika.example" } });
      const res = await api.inject({ method: "GET", url: "/health" });
      expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    });
  });

  describe("requests the API does not serve", () => {
    let port = 0;
    beforeAll(async () => {
      port = await listen(await app({ server: { requestTimeoutMs: 1_000, headersTimeoutMs: 1_000 } }));
    });

    it("TRACE → 405 in the app's error shape", async () => {
      const res = await ctx().app.inject({ method: "TRACE", url: "/health" });
      expect(res.statusCode).toBe(405);
      expect(res.json()).toEqual({ message: MESSAGES.methodNotAllowed });
    });

    it.each([
      { name: "OPTIONS *", request: "OPTIONS * HTTP/1.1\r\nHost: localhost\r\n\r\n", status: 400 },
      {
        name: "absolute-form",
        request: "GET http://evil.example/catalog/categories HTTP/1.1\r\nHost: localhost\r\n\r\n",
        status: 400,
      },
      {
        name: "//host path",
        request: "GET //evil.example/catalog/categories HTTP/1.1\r\nHost: localhost\r\n\r\n",
        status: 400,
      },
      {
        name: "/\\host path",
        request: "GET /\\evil.example/catalog HTTP/1.1\r\nHost: localhost\r\n\r\n",
        status: 400,
      },
      { name: "TRACE", request: "TRACE /health HTTP/1.1\r\nHost: localhost\r\n\r\n", status: 405 },
      {
        name: "CONNECT (a proxy tunnel)",
        request: "CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n",
        status: 405,
      },
      {
        name: "invalid Host",
        request: "GET /health HTTP/1.1\r\nHost: evil.example/<script>\r\n\r\n",
        status: 400,
      },
      {
        name: "Host with a space",
        request: "GET /health HTTP/1.1\r\nHost: evil example\r\n\r\n",
        status: 400,
      },
      { name: "missing Host", request: "GET /health HTTP/1.1\r\n\r\n", status: 400 },
      {
        name: "invalid X-Forwarded-Host",
        request: "GET /health HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-Host: evil.example/x\r\n\r\n",
        status: 400,
      },
      { name: "malformed request line", request: "GET evil.example\r\n\r\n", status: 400 },
    ])("$name → $status, { message }, the input not echoed", async ({ request, status }) => {
      const res = parseRaw(await rawRequest(port, request));
      expect(res.status).toBe(status);
      expect(res.headers).toContain("application/json");
      expect(Object.keys(JSON.parse(res.body))).toEqual(["message"]);
      expect(res.body).not.toContain("evil");
      expect(res.headers).not.toContain("evil");
    });

    it("CONNECT → 405 naming the methods the API serves", async () => {
      const res = parseRaw(
        await rawRequest(port, "CONNECT localhost:443 HTTP/1.1\r\nHost: localhost:443\r\n\r\n"),
      );
      expect(res.status).toBe(405);
      expect(JSON.parse(res.body)).toEqual({ message: MESSAGES.methodNotAllowed });
      expect(res.headers).toMatch(/\r\nallow: get, head, post, put, patch, delete, options\r\n/);
    });

    it("a JSON body with a lone surrogate or bytes that are not UTF-8 → 400, nothing stored as U+FFFD", async () => {
      const put = (payload: string | Buffer) =>
        ctx().app.inject({
          method: "PUT",
          url: "/cities/current",
          headers: { "content-type": "application/json" },
          payload,
        });
      for (const payload of [
        '{"city_id": 1, "name": "\\ud800Анна"}',
        '{"city_id": 1, "\\udc00": "key"}',
        Buffer.concat([
          Buffer.from('{"city_id": 1, "name": "'),
          Buffer.from([0xff, 0xfe]),
          Buffer.from('"}'),
        ]),
      ]) {
        const res = await put(payload);
        expect([res.statusCode, res.json()], String(payload)).toEqual([
          400,
          { message: MESSAGES.badRequest },
        ]);
      }
      // a surrogate pair (an emoji) is text like any other; prototype poisoning is still refused
      expect((await put('{"city_id": 1, "name": "\\ud83d\\ude00 Анна"}')).statusCode).toBe(200);
      expect((await put('{"city_id": 1, "__proto__": {"x": 1}}')).statusCode).toBe(400);
    });

    it("an empty body with the JSON content type reads as {}: calls without a payload work, others name the field", async () => {
      const empty = (method: "POST" | "DELETE" | "PUT", url: string) =>
        ctx().app.inject({ method, url, headers: { "content-type": "application/json" }, payload: "" });
      expect((await empty("POST", "/auth/logout")).statusCode).toBe(200);
      const removal = await empty("DELETE", "/cart/999999");
      expect(removal.statusCode).not.toBe(400);
      expect(removal.statusCode).toBeLessThan(500);
      // a call that needs a payload says what is missing
      const city = await empty("PUT", "/cities/current");
      expect(city.statusCode).toBe(400);
      expect(Object.keys(city.json().errors)).toEqual(["city_id"]);
    });

    it("a body over the limit → 413 { message }", async () => {
      const res = await ctx().app.inject({
        method: "PUT",
        url: "/cities/current",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ city_id: 1, pad: "x".repeat(2 * 1024 * 1024) }),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: MESSAGES.payloadTooLarge });
    });

    it("a body that never completes is cut with 408", async () => {
      const started = Date.now();
      const raw = await rawRequest(
        port,
        "PUT /cities/current HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
        8_000,
      );
      expect(Date.now() - started).toBeLessThan(4_000);
      const res = parseRaw(raw);
      expect(res.status).toBe(408);
      expect(JSON.parse(res.body)).toEqual({ message: MESSAGES.requestTimeout });
    });

    it("headers that never complete are cut", async () => {
      const started = Date.now();
      const raw = await rawRequest(port, "GET /health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ", 8_000);
      expect(Date.now() - started).toBeLessThan(4_000);
      expect(parseRaw(raw).status).toBe(408);
    });
  });
});
