import cluster, { type Worker } from "node:cluster";
import { listeningLine, type TServerConfig } from "./server-config.ts";

/*
 * The node:cluster primary of the storefront server (decision 0017): forks `config.workers`
 * processes of serve.ts that share one port (the primary hands out connections round-robin),
 * says once when all listen, replaces a worker that dies, and on SIGINT/SIGTERM stops them all
 * (each closes its server: idle sockets closed, new requests 503, forced after 5 s) and exits.
 * It loads no server build itself.
 */

/** A worker that dies this soon after starting is failing to start: no more replacements. */
const CRASH_LOOP_MS = 5_000;
const FORCE_EXIT_MS = 7_000;

export function runPrimary(o: { config: TServerConfig; name: string }): void {
  const { config, name } = o;
  const startedAt = new Map<number, number>();
  let listening = 0;
  let announced = false;
  let stopping = false;

  function fork(): Worker {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    worker.on("listening", () => {
      listening += 1;
      if (!announced && listening >= config.workers) {
        announced = true;
        console.log(listeningLine(name, config, config.workers));
      }
    });
    return worker;
  }

  function workers(): Worker[] {
    return Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
  }

  function stop(signal: NodeJS.Signals, code = 0): void {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping ${workers().length} workers`);
    for (const worker of workers()) worker.process.kill("SIGTERM");
    setTimeout(() => {
      for (const worker of workers()) worker.process.kill("SIGKILL");
      process.exit(code || 1);
    }, FORCE_EXIT_MS).unref();
    if (workers().length === 0) process.exit(code);
  }

  cluster.on("exit", (worker, exitCode, signal) => {
    if (stopping) {
      if (workers().length === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    const livedMs = Date.now() - (startedAt.get(worker.id) ?? 0);
    console.error(`worker ${worker.process.pid} stopped (${signal ?? exitCode})`);
    if (livedMs < CRASH_LOOP_MS) {
      console.error("a worker failed on start; stopping");
      process.exitCode = 1;
      stop("SIGTERM", 1);
      return;
    }
    fork();
  });

  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  for (let i = 0; i < config.workers; i++) fork();
}
