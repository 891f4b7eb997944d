import type { FastifyBaseLogger } from "fastify";
import type { TDb } from "../../db/client.ts";
import type { TMarketingAdapter } from "./marketing-adapter.ts";
import {
  claimMarketingEvents,
  markMarketingEventsFailed,
  markMarketingEventsSent,
  purgeMarketingEvents,
} from "./outbox-repository.ts";

export type TMarketingOutboxOptions = {
  /** ms between sweeps (retries, events of other instances, purge); 0: no timer (drain() and wake() only) */
  intervalMs: number;
  /** events claimed per statement */
  batchSize: number;
  /** batches per run at most (the rest waits for the next run) */
  maxBatches: number;
  /** attempts per event before it is given up (kept for a day, then purged) */
  maxAttempts: number;
  /** longest wait for one send */
  sendTimeoutMs: number;
  /** wake() after each change: deliver at once instead of at the next sweep */
  wakeOnWrite: boolean;
};

export const DEFAULT_MARKETING_OUTBOX: TMarketingOutboxOptions = {
  intervalMs: 30_000,
  batchSize: 50,
  maxBatches: 10,
  maxAttempts: 8,
  sendTimeoutMs: 5_000,
  wakeOnWrite: true,
};

/** Sent and given-up events are kept this long (then purged). */
const RETENTION_MS = 24 * 60 * 60 * 1000;
/** A claimed event is left alone this long (a crashed run's events come back after it). */
const LEASE_MS = 60_000;
const PURGE_BATCH = 1000;

/** Wait before attempt n + 1: 2^n seconds, at most 10 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 ** Math.min(attempts, 20) * 1000, 10 * 60_000);
}

export type TMarketingOutbox = {
  /** one run now (queued after a run under way): delivers due events; resolves with how many were sent */
  drain(): Promise<number>;
  /** a run soon, unless one is already waiting to start; never throws */
  wake(): void;
  start(): void;
  /** stops the timer and waits for the run under way */
  stop(): Promise<void>;
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`marketing send timed out after ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The outbox drain (decision 0022): claims due events in batches, sends each to the adapter, marks
 * it sent, or schedules a retry with exponential back-off; failures are logged, never thrown to a
 * shopper's request. Runs never overlap; the timer is unref'd.
 */
export function createMarketingOutbox(
  deps: { db: TDb; now: () => Date; log: FastifyBaseLogger; adapter: TMarketingAdapter },
  options: TMarketingOutboxOptions = DEFAULT_MARKETING_OUTBOX,
): TMarketingOutbox {
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const runOnce = async (purge: boolean): Promise<number> => {
    let sent = 0;
    for (let i = 0; i < options.maxBatches; i++) {
      const now = deps.now();
      const events = await claimMarketingEvents(deps.db, now, {
        limit: options.batchSize,
        maxAttempts: options.maxAttempts,
        leaseUntil: new Date(now.getTime() + LEASE_MS),
      });
      const ok: number[] = [];
      const failed = new Map<number, number[]>();
      let lastError = "";
      for (const event of events) {
        try {
          await withTimeout(deps.adapter.send(event), options.sendTimeoutMs);
          ok.push(event.id);
        } catch (error) {
          lastError = error instanceof Error ? error.message : String(error);
          const attempts = event.attempts;
          failed.set(attempts, [...(failed.get(attempts) ?? []), event.id]);
        }
      }
      await markMarketingEventsSent(deps.db, ok, deps.now());
      for (const [attempts, ids] of failed) {
        await markMarketingEventsFailed(
          deps.db,
          ids,
          new Date(deps.now().getTime() + retryDelayMs(attempts)),
          lastError,
        );
      }
      if (failed.size > 0)
        deps.log.warn(
          { failed: events.length - ok.length, error: lastError },
          "marketing events not delivered: retried later",
        );
      sent += ok.length;
      if (events.length < options.batchSize) break;
    }
    if (purge) {
      await purgeMarketingEvents(
        deps.db,
        new Date(deps.now().getTime() - RETENTION_MS),
        options.maxAttempts,
        PURGE_BATCH,
      );
    }
    return sent;
  };

  const run = (purge: boolean): Promise<number> => {
    waiting++;
    const result = queue.then(() => {
      waiting--;
      return runOnce(purge);
    });
    queue = result.catch(() => undefined);
    return result;
  };

  const quietly = (purge: boolean) => {
    run(purge).catch((error: unknown) => deps.log.warn({ err: error }, "marketing outbox drain failed"));
  };

  return {
    drain: () => run(false),
    wake() {
      if (stopped || !options.wakeOnWrite || waiting > 0) return;
      quietly(false);
    },
    start() {
      stopped = false;
      if (options.intervalMs > 0 && !timer) {
        timer = setInterval(() => {
          if (waiting === 0) quietly(true);
        }, options.intervalMs).unref();
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await queue;
    },
  };
}
