/**
 * GET /health — liveness: answers at once, whatever the database is doing, with the database's
 * last known state ("ok", "busy" when the current probe has been waiting longer than the probe
 * timeout, "unavailable" when the last probe failed); a stale state starts a new probe in the
 * background. GET /health/ready — readiness for a load balancer: waits for a probe (at most the
 * probe timeout), 200 when the database answered, else 503. One probe at a time.
 */
import { sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { TDb } from "../../db/client.ts";

const PROBE_TIMEOUT_MS = 500;
/** /health starts a new probe when the last one is older than this */
const PROBE_REFRESH_MS = 2_000;

type TDatabaseState = "ok" | "busy" | "unavailable" | "unknown";

export type THealthRoutesOptions = { db: TDb; probeTimeoutMs?: number };

export const healthRoutes: FastifyPluginAsync<THealthRoutesOptions> = async (app, options) => {
  const timeoutMs = options.probeTimeoutMs ?? PROBE_TIMEOUT_MS;
  let state: TDatabaseState = "unknown";
  let checkedAt = 0;
  let inFlight: { startedAt: number; done: Promise<void> } | undefined;

  function probe(): Promise<void> {
    if (!inFlight) {
      const startedAt = Date.now();
      const done = options.db.execute(sql`select 1`).then(
        () => {
          state = "ok";
        },
        () => {
          state = "unavailable";
        },
      );
      inFlight = {
        startedAt,
        done: done.finally(() => {
          inFlight = undefined;
          checkedAt = Date.now();
        }),
      };
    }
    return inFlight.done;
  }

  /** the state now, waiting for the current probe at most the probe timeout */
  async function currentState(): Promise<TDatabaseState> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    });
    await Promise.race([probe(), timeout]).finally(() => clearTimeout(timer));
    return reportedState();
  }

  function reportedState(): TDatabaseState {
    if (inFlight && Date.now() - inFlight.startedAt >= timeoutMs) return "busy";
    return state;
  }

  app.addHook("onReady", async () => {
    await currentState();
  });

  app.get("/health", async () => {
    if (!inFlight && Date.now() - checkedAt > PROBE_REFRESH_MS) void probe();
    return { status: "ok", database: reportedState() };
  });

  app.get("/health/ready", async (_request, reply) => {
    const database = await currentState();
    const ready = database === "ok";
    return reply.status(ready ? 200 : 503).send({ status: ready ? "ok" : "error", database });
  });
};
