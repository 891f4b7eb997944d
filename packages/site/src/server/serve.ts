// One storefront server process: the whole server when WEB_CONCURRENCY is 1, else one of the
// node:cluster workers bin.ts forks (they share its port; the primary logs and stops them).
import cluster from "node:cluster";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { createRequestHandler, type ServerBuild } from "react-router";
import { listeningLine, serverConfigFromEnv } from "./server-config.ts";
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
  serverRules?: Pick<TStorefrontBuild, "normalizePath" | "pageCityInputs" | "cookieDomain">;
};
if (!entry.serverRules?.pageCityInputs || !entry.createLoadContext) {
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
// a worker stays quiet about starting and stopping: its primary says it once for all of them
const isWorker = cluster.isWorker;
if (!isWorker) console.log(listeningLine(path.basename(appDir), config, 1));

let stopping = false;
function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  if (!isWorker) console.log(`${signal}: stopping`);
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
