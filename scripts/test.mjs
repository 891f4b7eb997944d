// `npm test`: set everything up and run every test: lint, typecheck, unit, API integration
// (also against PostgreSQL when TEST_DATABASE_URL is set), the JS budget of both storefronts'
// production builds (scripts/js-budget.mjs), the Storybook build and end to end.

import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { log, run, setup } from "./toolchain.mjs";

const env = setup();

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  if (process.getuid?.() === 0 && spawnSync("which", ["apt-get"]).status === 0) {
    log("installing Debian's chromium for the end-to-end tests…");
    run("apt-get", ["update", "-qq"], env);
    run("apt-get", ["install", "-y", "-qq", "chromium"], { ...env, DEBIAN_FRONTEND: "noninteractive" });
  } else {
    console.error(
      "Chromium is needed for the end-to-end tests: install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH.",
    );
    process.exit(1);
  }
}
if (env.TEST_DATABASE_URL) log(`API integration tests also run on PostgreSQL (${env.TEST_DATABASE_URL})`);
else
  log(
    "TEST_DATABASE_URL is not set: the PostgreSQL run of the API integration suite is skipped (PGlite only)",
  );

log("lint (biome), typecheck, unit and integration tests, JS budget of the builds, Storybook build…");
run(
  "pnpm",
  [
    "turbo",
    "run",
    "lint",
    "typecheck",
    "test",
    "test:budget",
    "storybook:build",
    "--output-logs=new-only",
    "--concurrency=2",
  ],
  env,
);
log("end-to-end (Playwright, Chromium)…");
run("pnpm", ["turbo", "run", "test:e2e", "--output-logs=new-only"], { ...env, CHROMIUM_PATH: chromium });
log("all tests passed");
