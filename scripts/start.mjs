// `npm start`: set everything up, then serve the API (4000), the main site (3000) and the partner
// site (3001) on the embedded database with demo data. Ctrl-C stops all three.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { log, root, run, setup } from "./toolchain.mjs";

const env = setup();

/** The API signs session tokens with SESSION_SECRET: made once per checkout, kept in .data/. */
function sessionSecret() {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const file = join(root, ".data", "session-secret");
  if (!existsSync(file)) {
    mkdirSync(join(root, ".data"), { recursive: true });
    writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
}
log("building…");
run("pnpm", ["turbo", "run", "build", "--output-logs=errors-only"], env);
log("migrating and seeding the database (skipped when already seeded)…");
run("pnpm", ["--filter", "@optika/api", "run", "db:setup"], env);

const ports = {
  api: process.env.API_PORT ?? "4000",
  site: process.env.PORT ?? "3000",
  partner: process.env.PARTNER_PORT ?? "3001",
};
// The storefronts' server is @optika/site's `bin`, resolved through the package's exports.
const storefrontBin = (app) =>
  createRequire(join(root, "apps", app, "package.json")).resolve("@optika/site/server/bin");
const api = {
  name: "api",
  cwd: "apps/api",
  args: ["dist/main.js"],
  // A local demo shop, not a live one: the SMS simulator's dev outbox (GET /dev/outbox?phone=) is
  // where sign-in codes and appointment messages can be read. A real deployment sets production.
  nodeEnv: "development",
  port: ports.api,
  url: `http://localhost:${ports.api}/health`,
};
const sites = [
  {
    name: "site",
    cwd: "apps/storefront",
    args: [storefrontBin("storefront"), "--app", "."],
    port: ports.site,
    url: `http://localhost:${ports.site}/`,
  },
  {
    name: "partner",
    cwd: "apps/partner-jj",
    args: [storefrontBin("partner-jj"), "--app", "."],
    port: ports.partner,
    url: `http://localhost:${ports.partner}/`,
  },
];

const children = [];
let stopping = false;

function start(service) {
  // node itself (Node 24 from .tools first on PATH), not a package-manager wrapper, so that a
  // signal reaches the server and nothing reports a "failed" script on a clean stop.
  const child = spawn("node", service.args, {
    cwd: join(root, service.cwd),
    env: {
      ...env,
      NODE_ENV: service.nodeEnv ?? "production",
      SESSION_SECRET: sessionSecret(),
      API_URL: `http://127.0.0.1:${ports.api}`,
      PORT: service.port,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const prefix = `[${service.name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding("utf8");
    stream.on("data", (chunk) => {
      for (const line of chunk.split("\n")) if (line.trim()) process.stdout.write(`${prefix}${line}\n`);
    });
  }
  child.on("exit", (code, signal) => {
    if (!stopping) {
      log(`${service.name} stopped (${signal ?? code}); stopping the others`);
      stop(1);
    }
  });
  children.push(child);
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

start(api);
if (!(await waitFor(api.url, 120_000))) {
  log("the API did not answer in time; see its log above");
  stop(1);
} else {
  for (const site of sites) start(site);
  const ready = await Promise.all(sites.map((site) => waitFor(site.url, 60_000)));
  if (ready.every(Boolean)) {
    log("the shop is up:");
    log(`  API           http://localhost:${ports.api}`);
    log(`  main site     http://localhost:${ports.site}`);
    log(`  partner site  http://localhost:${ports.partner}`);
    log("Ctrl-C stops all three.");
  } else if (!stopping) {
    log("a site did not answer in time; see its log above");
    stop(1);
  }
}
