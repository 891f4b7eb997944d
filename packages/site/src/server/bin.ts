#!/usr/bin/env node
// The storefronts' production server, started through the package (no paths into its sources):
//   "start": "optika-storefront --app . --port 3000"  (apps/*/package.json, the package's `bin`)
// or node "$(node -p 'import.meta.resolve("@optika/site/server/bin")')"  (an exported path).
// WEB_CONCURRENCY processes (default: one per core) share the port through node:cluster; with 1,
// this process is the server itself.
import cluster from "node:cluster";
import path from "node:path";
import { parseArgs } from "node:util";
import { runPrimary } from "./cluster-primary.ts";
import { serverConfigFromEnv } from "./server-config.ts";

if (cluster.isPrimary) {
  const { values: args } = parseArgs({
    options: { app: { type: "string", default: "." }, port: { type: "string" } },
  });
  const config = serverConfigFromEnv(process.env, { port: Number(args.port ?? 3000) });
  if (config.workers > 1) {
    runPrimary({ config, name: path.basename(path.resolve(process.cwd(), args.app ?? ".")) });
  } else {
    await import("./serve.ts");
  }
} else {
  await import("./serve.ts");
}
