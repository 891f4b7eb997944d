/**
 * Starts the embedded database in a worker thread (pglite-worker.ts) and returns where it listens:
 * a unix socket in a private temporary folder (mode 0700, so only this user can connect).
 * See docs/decisions/0005-pglite-off-the-event-loop.md.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { apiRoot } from "../paths.ts";
import type { TPgliteWorkerData, TPgliteWorkerMessage } from "./pglite-worker.ts";

/** node-postgres finds the socket as `<host>/.s.PGSQL.<port>`. */
const SOCKET_PORT = 5432;
const CLOSE_TIMEOUT_MS = 10_000;

export type TPgliteServer = {
  /** the folder holding the socket: node-postgres' `host` */
  socketDir: string;
  /** node-postgres' `port` (names the socket file) */
  port: number;
  /** stops the server, closes PGlite (flushes the data directory) and ends the worker */
  stop(): Promise<void>;
};

/** The worker entry: beside this file in src/ (Node strips the types), dist/db/ in the bundle. */
function workerUrl(): URL {
  const here = import.meta.url;
  if (here.endsWith(".ts")) return new URL("./pglite-worker.ts", here);
  return pathToFileURL(join(apiRoot, "dist", "db", "pglite-worker.js"));
}

export async function startPgliteServer(dataDir: string | undefined): Promise<TPgliteServer> {
  const socketDir = mkdtempSync(join(tmpdir(), "optika-pglite-"));
  const data: TPgliteWorkerData = { dataDir, socketPath: join(socketDir, `.s.PGSQL.${SOCKET_PORT}`) };
  const worker = new Worker(workerUrl(), { workerData: data });
  const removeSocketDir = () => {
    process.off("exit", removeSocketDir);
    rmSync(socketDir, { recursive: true, force: true });
  };
  // a process that ends without close() (a crash, a failed test) leaves no socket folder behind
  process.once("exit", removeSocketDir);

  try {
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: TPgliteWorkerMessage) => {
        if (message.type === "ready") resolve();
        else if (message.type === "error")
          reject(new Error(`The embedded database did not start: ${message.message}`));
      };
      worker.once("message", onMessage);
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`The embedded database worker exited (code ${code})`)));
    });
  } catch (error) {
    await worker.terminate();
    removeSocketDir();
    throw error;
  }
  worker.removeAllListeners();
  let exited = false;
  worker.on("error", () => {
    /* an unexpected worker failure surfaces as connection errors on the next statement */
  });
  worker.on("exit", () => {
    exited = true;
  });

  let stopping: Promise<void> | undefined;
  return {
    socketDir,
    port: SOCKET_PORT,
    stop: () => {
      stopping ??= (async () => {
        if (exited) {
          removeSocketDir();
          return;
        }
        const closed = new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, CLOSE_TIMEOUT_MS);
          const done = () => {
            clearTimeout(timer);
            resolve();
          };
          worker.on("message", (message: TPgliteWorkerMessage) => {
            if (message.type === "closed") done();
          });
          worker.once("exit", done);
        });
        worker.postMessage("close");
        await closed;
        await worker.terminate();
        removeSocketDir();
      })();
      return stopping;
    },
  };
}
