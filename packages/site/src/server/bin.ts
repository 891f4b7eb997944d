#!/usr/bin/env node
// The storefronts' production server, started through the package (no paths into its sources):
//   "start": "optika-storefront --app . --port 3000"  (apps/*/package.json, the package's `bin`)
// or node "$(node -p 'import.meta.resolve("@optika/site/server/bin")')"  (an exported path).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { createRequestHandler, type ServerBuild } from "react-router";
import { serverConfigFromEnv } from "./server-config.ts";
import { createStorefrontServer, type TStorefrontBuild } from "./storefront-server.ts";

const { values: args } = parseArgs({
  options: { app: { type: "string", default: "." }, port: { type: "string" } },
});
const appDir = path.resolve(process.cwd(), args.app ?? ".");
const config = serverConfigFromEnv(process.env, { port: Number(args.port ?? 3000) });

const serverBuild = (await import(
  pathToFileURL(path.join(appDir, "build", "server", "index.js")).href
)) as ServerBuild;
const entry = serverBuild.entry.module as unknown as Partial<TStorefrontBuild> & {
  serverRules?: Pick<TStorefrontBuild, "normalizePath" | "preferredImageFormat">;
};
if (!entry.serverRules || !entry.createLoadContext) {
  throw new Error("app/entry.server.tsx must re-export @optika/site/entry.server");
}
const handler = createRequestHandler(serverBuild, "production");
const app = await createStorefrontServer({
  config,
  clientDir: path.join(appDir, "build", "client"),
  build: {
    handler: (request, loadContext) => handler(request, loadContext as never),
    createLoadContext: entry.createLoadContext,
    ...entry.serverRules,
  },
  logger: { level: process.env.LOG_LEVEL ?? "warn" },
});
await app.listen({ port: config.port, host: config.host });
const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
console.log(
  `${path.basename(appDir)} listening on http://${shownHost}:${config.port} (public origin ${config.publicOrigin}, API ${config.apiUrl})`,
);

let stopping = false;
function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping`);
  setTimeout(() => {
    app.server.closeAllConnections();
    process.exit(0);
  }, 5_000).unref();
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
