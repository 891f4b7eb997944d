// SSR throughput of /catalog/linzy and of a product page on the production build, against a bare node:http server that
// returns the very same bytes (the ceiling of this machine for that response).
// Usage: node bench/ssr/run.mjs [--seconds 10] [--connections 50] [--path /catalog/linzy]
//        [--product /product/1-day-acuvue-moist] [--port-base 3600] [--workers N]
// The storefront runs WEB_CONCURRENCY=--workers processes (default: one per core, as in
// production); the bare server is one process. The load average is printed before and after:
// on a shared machine, read the figures with it.
// Needs a prior `pnpm turbo run build` (npm start does it). Prints figures; never fails on them.
import { spawn } from "node:child_process";
import { createServer, get } from "node:http";
import { createRequire } from "node:module";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    path: { type: "string", default: "/catalog/linzy" },
    product: { type: "string", default: "/product/1-day-acuvue-moist" },
    // site = base, bare = base + 1, API = base + 2 (several checkouts on one machine)
    "port-base": { type: "string", default: "3600" },
    workers: { type: "string", default: String(availableParallelism()) },
  },
});
const root = join(import.meta.dirname, "..", "..");
const base = Number(values["port-base"]);
const ports = { api: base + 2, site: base, bare: base + 1 };
const dataDir = join(root, ".data", "bench");
const children = [];

function start(name, command, args, cwd, env) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  child.on("exit", (code) => {
    if (!stopping) console.error(`${name} exited (${code})`);
  });
  children.push(child);
}
async function waitFor(url, ms = 180_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer`);
}
function cannon(url, headers = {}) {
  return autocannon({
    url,
    headers,
    connections: Number(values.connections),
    duration: Number(values.seconds),
  });
}
let stopping = false;
function stopAll() {
  stopping = true;
  for (const c of children) c.kill("SIGTERM");
}

const apiEnv = {
  PORT: String(ports.api),
  PGLITE_DIR: join(dataDir, "pglite"),
  IMAGE_CACHE_DIR: join(dataDir, "images"),
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  SESSION_SECRET: "bench-session-secret-0123456789abcdef0123456789",
  // production refuses to start without it (the test payment provider's webhooks)
  PAYMENT_WEBHOOK_SECRET: "bench-payment-webhook-secret-0123456789abcdef",
  // one load generator is one client: the per-client limits would measure themselves
  RATE_LIMIT_READ_MAX: "100000000",
  RATE_LIMIT_WRITE_MAX: "100000000",
  RATE_LIMIT_IMAGE_MAX: "100000000",
};
try {
  const setup = spawn("node", ["dist/cli/setup-db.js"], {
    cwd: join(root, "apps/api"),
    env: { ...process.env, ...apiEnv },
    stdio: "inherit",
  });
  await new Promise((resolve, reject) =>
    setup.on("exit", (c) => (c === 0 ? resolve() : reject(new Error("setup-db failed")))),
  );
  start("api", "node", ["dist/main.js"], join(root, "apps/api"), apiEnv);
  await waitFor(`http://127.0.0.1:${ports.api}/health`);
  start(
    "storefront",
    "node",
    [
      createRequire(join(root, "apps/storefront/package.json")).resolve("@optika/site/server/bin"),
      "--app",
      ".",
    ],
    join(root, "apps/storefront"),
    {
      PORT: String(ports.site),
      API_URL: `http://127.0.0.1:${ports.api}`,
      NODE_ENV: "production",
      // one load generator is one client: the per-client page limit would measure itself
      PAGE_RATE_LIMIT_PER_MINUTE: "0",
      WEB_CONCURRENCY: values.workers,
    },
  );
  const url = `http://127.0.0.1:${ports.site}${values.path}`;
  await waitFor(url);

  // A returning shopper sends a session cookie. It gets the page shared by every shopper of the
  // brand + city + URL (decision 0017), never a Set-Cookie: the session is the API's, as a browser
  // gets it on its first /api call.
  const configs = await fetch(`http://127.0.0.1:${ports.site}/api/configs`);
  const sessionCookie = (configs.headers.getSetCookie?.() ?? [])
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("sessionToken="));
  if (!sessionCookie) throw new Error("the API issued no session cookie on GET /configs");
  const returning = { cookie: sessionCookie };

  const row = (name, r) =>
    `${name.padEnd(30)} ${String(Math.round(r.requests.average)).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(5)} ms   p99 ${String(r.latency.p99).padStart(5)} ms   errors ${r.errors + r.non2xx}`;
  const lines = [];
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(2))
      .join(" ");
  const loadBefore = load();
  /** The bytes of an answer as they travel (fetch would decode them). */
  const raw = (url, headers) =>
    new Promise((resolve, reject) => {
      get(url, { headers }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on("error", reject);
    });
  /** autocannon against a bare node:http server answering these bytes with these headers. */
  async function bareRun(answer) {
    const headers = { "content-type": answer.headers["content-type"] ?? "text/html; charset=utf-8" };
    if (answer.headers["content-encoding"]) headers["content-encoding"] = answer.headers["content-encoding"];
    const bare = createServer((_req, res) => {
      res.writeHead(200, headers);
      res.end(answer.body);
    });
    await new Promise((r) => bare.listen(ports.bare, "127.0.0.1", r));
    try {
      return await cannon(`http://127.0.0.1:${ports.bare}/`);
    } finally {
      await new Promise((r) => bare.close(r));
    }
  }
  // phones send Accept-Encoding: a returning shopper's brotli answer, against the same bytes bare
  const brotli = { ...returning, "accept-encoding": "gzip, deflate, br" };
  for (const [index, path] of [values.path, values.product].entries()) {
    const pageUrl = `http://127.0.0.1:${ports.site}${path}`;
    await cannon(pageUrl, returning); // warm-up: JIT, caches, connection pools
    const plain = await raw(pageUrl, returning);
    const compressed = await raw(pageUrl, brotli);
    const ssr = index === 0 ? await cannon(pageUrl) : null;
    const ssrReturning = await cannon(pageUrl, returning);
    const ceiling = await bareRun(plain);
    const ssrBrotli = await cannon(pageUrl, brotli);
    const ceilingBrotli = await bareRun(compressed);
    lines.push(
      `\n${path}: ${plain.body.length} bytes per response, ${compressed.body.length} in ${compressed.headers["content-encoding"]}`,
    );
    if (ssr) lines.push(row("SSR, first visit (page cache)", ssr));
    lines.push(row("SSR, with session", ssrReturning));
    lines.push(row("bare node:http", ceiling));
    lines.push(row("SSR, with session, brotli", ssrBrotli));
    lines.push(row("bare node:http, same brotli", ceilingBrotli));
    const ratio = (r, c = ceiling) => (r.requests.average / c.requests.average).toFixed(3);
    lines.push(
      `ratio SSR / bare: ${ssr ? `first visit ${ratio(ssr)}, ` : ""}with session ${ratio(ssrReturning)}, ` +
        `with session in brotli ${ratio(ssrBrotli, ceilingBrotli)}`,
    );
  }
  console.log(
    `\nSSR benchmark: ${values.connections} connections, ${values.seconds} s per run, ` +
      `storefront WEB_CONCURRENCY=${values.workers} on ${availableParallelism()} cores; ` +
      `load average before ${loadBefore}, after ${load()}`,
  );
  console.log(lines.join("\n"));
} finally {
  stopAll();
}
