/**
 * Worker-thread entry: runs the embedded database (PGlite, single-threaded wasm) off the API's
 * event loop and serves it over the PostgreSQL wire protocol on a unix socket, so the API talks to
 * it through node-postgres exactly as it talks to a real server. Started by pglite-server.ts; built
 * as its own entry (build.mjs → dist/db/pglite-worker.js). Plain erasable TypeScript: Node runs it
 * directly from src/ in development and tests.
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export type TPgliteWorkerData = {
  /** PGlite data directory; undefined → in memory */
  dataDir: string | undefined;
  /** unix socket path to listen on (`<dir>/.s.PGSQL.<port>`, the layout node-postgres expects) */
  socketPath: string;
};

export type TPgliteWorkerMessage =
  | { type: "ready" }
  | { type: "closed" }
  | { type: "error"; message: string };

async function run(port: NonNullable<typeof parentPort>, data: TPgliteWorkerData): Promise<void> {
  const db = await PGlite.create({
    ...(data.dataDir ? { dataDir: data.dataDir } : {}),
    extensions: { pg_trgm },
  });
  // PGlite is one connection; the server queues statements. A spare slot lets node-postgres
  // reconnect while a broken connection is still being torn down.
  const server = new PGLiteSocketServer({ db, path: data.socketPath, maxConnections: 2 });
  await server.start();
  port.on("message", (message: unknown) => {
    if (message !== "close") return;
    void (async () => {
      await server.stop();
      await db.close();
      port.postMessage({ type: "closed" } satisfies TPgliteWorkerMessage);
      port.close();
    })();
  });
  port.postMessage({ type: "ready" } satisfies TPgliteWorkerMessage);
}

if (parentPort) {
  const port = parentPort;
  run(port, workerData as TPgliteWorkerData).catch((error: unknown) => {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    port.postMessage({ type: "error", message } satisfies TPgliteWorkerMessage);
    port.close();
  });
}
