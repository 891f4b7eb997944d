// `npm start`: set everything up, then serve the API (4000), the main site (3000) and the partner
// site (3001) on the embedded database with demo data. Ctrl-C stops all three.
import { spawn } from "node:child_process";
import { log, root, run, setup } from "./toolchain.mjs";

const env = setup();
log("building…");
run("pnpm", ["turbo", "run", "build", "--output-logs=errors-only"], env);
log("migrating and seeding the database (skipped when already seeded)…");
run("pnpm", ["--filter", "@optika/api", "run", "db:setup"], env);

const ports = {
  api: process.env.API_PORT ?? "4000",
  site: process.env.PORT ?? "3000",
  partner: process.env.PARTNER_PORT ?? "3001",
};
const services = [
  {
    name: "api",
    filter: "@optika/api",
    url: `http://localhost:${ports.api}/health`,
    env: { PORT: ports.api },
  },
  {
    name: "site",
    filter: "@optika/storefront",
    url: `http://localhost:${ports.site}/`,
    env: { PORT: ports.site },
  },
  {
    name: "partner",
    filter: "@optika/partner-jj",
    url: `http://localhost:${ports.partner}/`,
    env: { PORT: ports.partner },
  },
];
const children = services.map((service) => {
  const child = spawn("pnpm", ["--filter", service.filter, "run", "start"], {
    cwd: root,
    env: { ...env, NODE_ENV: "production", API_URL: `http://127.0.0.1:${ports.api}`, ...service.env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const prefix = `[${service.name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding("utf8");
    stream.on("data", (chunk) => {
      for (const line of chunk.split("\n")) if (line.trim()) process.stdout.write(`${prefix + line}\n`);
    });
  }
  child.on("exit", (code, signal) => {
    if (!stopping) {
      log(`${service.name} stopped (${signal ?? code}); stopping the others`);
      stop(1);
    }
  });
  return child;
});

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {}
  }
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

async function waitFor(url, timeoutMs = 60000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return true;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}
const ready = await Promise.all(services.map((s) => waitFor(s.url)));
if (ready.every(Boolean)) {
  log("the shop is up:");
  log(`  API           http://localhost:${ports.api}`);
  log(`  main site     http://localhost:${ports.site}`);
  log(`  partner site  http://localhost:${ports.partner}`);
  log("Ctrl-C stops all three.");
} else {
  log("a service did not answer in time; see its log above");
}
