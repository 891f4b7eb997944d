// Latency of GET /catalog/search over HTTP at a fixed concurrency for a fixed query mix (issue 12),
// on PGlite (default) or PostgreSQL (DATABASE_URL). Seeds the catalogue first when the database is
// empty: --scale multiplies the frames/sunglasses/accessories (≈ 283 products per unit; 350 ≈ 100k).
// Two phases: "uncached" (every request has its own read-cache key: category_id cycles 1…100, so
// each answer is computed; the cache holds 500 entries) and "cached" (the plain mix, as shoppers
// repeat queries within the 5 s cache lifetime). The load average is printed before and after: on
// a shared machine, read the figures with it. Prints figures; never fails on them.
// Usage: node bench/search/run.mjs [--scale 350] [--seconds 10] [--connections 10] [--port 5050]
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    scale: { type: "string", default: "350" },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    port: { type: "string", default: "5050" },
  },
});
const root = join(import.meta.dirname, "..", "..");
const apiDir = join(root, "apps", "api");
const scale = Number(values.scale);
const port = Number(values.port);
const databaseUrl = process.env.DATABASE_URL || undefined;

/** The fixed mix: how shoppers type (typos, layout, brands in both alphabets, parameters, several words). */
export const QUERY_MIX = [
  "линзы",
  "kbyps",
  "линзв",
  "акувью оазис",
  "оправы детские",
  "солнцезащитные ray ban",
  "ачки",
  "-3.5 oasys",
  "biofinity",
  "дейлис тотал",
  "рейбан авиатор",
  "раствор для линз",
  "капли для глаз",
  "jghfds",
  "очки кошачий глаз",
  "однодневные линзы",
  "8,6 biofinity",
  "футляр для очков",
  "поляроид",
  "подарочный сертификат",
];

const env = {
  PORT: String(port),
  PGLITE_DIR: join(root, ".data", "bench-search", `pglite-s${scale}`),
  IMAGE_CACHE_DIR: join(root, ".data", "bench-search", "images"),
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  SESSION_SECRET: "bench-session-secret-0123456789abcdef0123456789",
  // production refuses to start without it (the test payment provider's webhooks)
  PAYMENT_WEBHOOK_SECRET: "bench-payment-webhook-secret-0123456789abcdef",
  RATE_LIMIT_READ_MAX: "100000000",
  RATE_LIMIT_WRITE_MAX: "100000000",
  RATE_LIMIT_IMAGE_MAX: "100000000",
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
};

async function ensurePostgresDatabase(url) {
  const pg = createRequire(join(apiDir, "package.json"))("pg");
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: "/postgres" }).toString(),
  });
  await admin.connect();
  const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
  if (!rowCount) await admin.query(`create database "${name.replace(/"/g, "")}"`);
  await admin.end();
}

function run(args, extraEnv = {}) {
  return spawn(process.execPath, ["--import", "tsx", ...args], {
    cwd: apiDir,
    env: { ...process.env, ...env, ...extraEnv },
    stdio: ["ignore", "inherit", "inherit"],
  });
}

async function waitFor(url, ms = 300_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer`);
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** `connections` loops, each sending the next request as soon as its previous one answered. */
async function phase(name, urlOf) {
  const latencies = [];
  let errors = 0;
  let next = 0;
  const until = Date.now() + Number(values.seconds) * 1000;
  const loop = async () => {
    while (Date.now() < until) {
      const n = next++;
      const started = performance.now();
      try {
        const res = await fetch(urlOf(n));
        await res.arrayBuffer();
        if (res.status !== 200) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: Number(values.connections) }, loop));
  latencies.sort((a, b) => a - b);
  const f = (ms) => `${ms.toFixed(1)} ms`;
  console.log(
    `${name.padEnd(9)} ${latencies.length} requests (${(latencies.length / Number(values.seconds)).toFixed(0)}/s), ` +
      `errors ${errors}: p50 ${f(percentile(latencies, 50))}, p95 ${f(percentile(latencies, 95))}, ` +
      `p99 ${f(percentile(latencies, 99))}, max ${f(latencies.at(-1) ?? Number.NaN)}`,
  );
}

const base = `http://127.0.0.1:${port}/catalog/search`;
const query = (n) => QUERY_MIX[n % QUERY_MIX.length];
let api;
try {
  if (databaseUrl) await ensurePostgresDatabase(databaseUrl);
  const setup = run(["src/cli/setup-db.ts", "--scale", String(scale)]);
  await new Promise((resolve, reject) =>
    setup.on("exit", (code) => (code === 0 ? resolve() : reject(new Error("setup-db failed")))),
  );
  api = run(["src/main.ts"]);
  await waitFor(`${base}?query=${encodeURIComponent("линзы")}`);
  console.log(
    `search bench: ${databaseUrl ? "PostgreSQL" : "PGlite"}, scale ${scale}, ${values.connections} concurrent, ` +
      `${values.seconds} s per phase, ${QUERY_MIX.length} queries; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}`,
  );
  // warm-up: every query once
  for (const q of QUERY_MIX)
    await fetch(`${base}?query=${encodeURIComponent(q)}`).then((r) => r.arrayBuffer());
  await phase(
    "uncached",
    (n) =>
      `${base}?query=${encodeURIComponent(query(n))}&category_id=${(Math.floor(n / QUERY_MIX.length) % 100) + 1}`,
  );
  await phase("cached", (n) => `${base}?query=${encodeURIComponent(query(n))}`);
  console.log(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
} finally {
  api?.kill("SIGTERM");
}
