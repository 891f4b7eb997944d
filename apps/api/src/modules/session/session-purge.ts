import type { FastifyBaseLogger } from "fastify";
import type { TDb } from "../../db/client.ts";
import { deleteExpiredSessions } from "./session-repository.ts";

export type TSessionPurgeOptions = {
  /** minutes between runs (0: only the run at boot) */
  intervalMinutes: number;
  /** rows per DELETE */
  batchSize: number;
  /** DELETEs per run at most (the rest waits for the next run) */
  maxBatches: number;
};

export const DEFAULT_SESSION_PURGE: TSessionPurgeOptions = {
  intervalMinutes: 60,
  batchSize: 1000,
  maxBatches: 100,
};

/** One kind of stale row: deletes up to batchSize of them, resolves with how many it deleted. */
export type TPurgeStep = (db: TDb, now: Date, batchSize: number) => Promise<number>;

export type TSessionPurge = {
  /** one run now: deletes expired sessions batch by batch, resolves with how many it deleted */
  run(): Promise<number>;
  /** stops the timer and waits for a run in progress */
  stop(): Promise<void>;
};

/**
 * The scheduled job that deletes sessions unused for 60 days, and the other stale rows its `steps`
 * name (the accounts' old sign-in codes and dead tokens, app.ts): a run at start and every
 * `intervalMinutes` on an unref'd timer (it never keeps the process alive); runs never overlap;
 * a failed run is logged and retried at the next tick.
 */
export function startSessionPurge(
  deps: { db: TDb; now: () => Date; log: FastifyBaseLogger },
  options: TSessionPurgeOptions = DEFAULT_SESSION_PURGE,
  steps: readonly TPurgeStep[] = [deleteExpiredSessions],
): TSessionPurge {
  let queue: Promise<unknown> = Promise.resolve();
  let pending = 0;
  const runOnce = async (): Promise<number> => {
    let total = 0;
    for (const step of steps) {
      for (let i = 0; i < options.maxBatches; i++) {
        const deleted = await step(deps.db, deps.now(), options.batchSize);
        total += deleted;
        if (deleted < options.batchSize) break;
      }
    }
    if (total > 0) deps.log.info({ deleted: total }, "expired sessions and stale rows purged");
    return total;
  };
  /** Runs are queued one after another, never concurrently. */
  const run = (): Promise<number> => {
    pending++;
    const result = queue.then(runOnce).finally(() => {
      pending--;
    });
    queue = result.catch(() => undefined);
    return result;
  };
  const tick = () => {
    if (pending > 0) return; // the previous run is still going
    run().catch((error: unknown) => deps.log.warn({ err: error }, "session purge failed"));
  };
  const timer =
    options.intervalMinutes > 0 ? setInterval(tick, options.intervalMinutes * 60_000).unref() : undefined;
  tick();
  return {
    run,
    stop: async () => {
      if (timer) clearInterval(timer);
      await queue;
    },
  };
}
