import type { FastifyBaseLogger } from "fastify";
import type { TDb } from "../../db/client.ts";
import {
  deliverDueWebhooks,
  type TWebhookTransport,
} from "../../integrations/payments/test-provider-webhooks.ts";
import { releaseExpiredReservations } from "./release-expired-reservations.ts";

export type TPaymentWorkerOptions = {
  /** ms between runs; 0: no timer (runDue() and deliverNow() only) */
  intervalMs: number;
  batchSize: number;
  /** webhook delivery attempts before one is given up */
  maxAttempts: number;
};

export const DEFAULT_PAYMENT_WORKER: TPaymentWorkerOptions = {
  intervalMs: 15_000,
  batchSize: 20,
  maxAttempts: 25,
};

export type TPaymentRun = { delivered: number; released: number };

export type TPaymentWorker = {
  /** one run now (after a run under way): due webhooks delivered, expired reservations released */
  runDue(): Promise<TPaymentRun>;
  /** the webhook of one test payment, at once (its page's button); never throws */
  deliverNow(testPaymentId: string): Promise<void>;
  start(): void;
  stop(): Promise<void>;
};

/**
 * The payments' due work (decision 0034), on a timer like the appointment jobs (decision 0030):
 * the test provider's webhooks until acknowledged, and the release of unpaid orders' reservations.
 * Runs never overlap here; other instances are kept apart by SKIP LOCKED claims and leases.
 */
export function createPaymentWorker(
  deps: { db: TDb; now: () => Date; secret: string; transport: TWebhookTransport; log: FastifyBaseLogger },
  options: TPaymentWorkerOptions = DEFAULT_PAYMENT_WORKER,
): TPaymentWorker {
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  let timer: NodeJS.Timeout | undefined;

  const delivery = {
    db: deps.db,
    now: deps.now,
    secret: deps.secret,
    transport: deps.transport,
    warn: (details: Record<string, unknown>, message: string) => deps.log.warn(details, message),
  };

  const runOnce = async (): Promise<TPaymentRun> => {
    const delivered = await deliverDueWebhooks(delivery, {
      batchSize: options.batchSize,
      maxAttempts: options.maxAttempts,
    });
    let released = 0;
    for (;;) {
      const batch = await releaseExpiredReservations(deps.db, deps.now(), { batchSize: options.batchSize });
      released += batch.length;
      if (batch.length > 0) deps.log.info({ orders: batch }, "unpaid orders' reservations released");
      if (batch.length < options.batchSize) break;
    }
    return { delivered, released };
  };

  const run = (): Promise<TPaymentRun> => {
    waiting++;
    const result = queue.then(() => {
      waiting--;
      return runOnce();
    });
    queue = result.catch(() => undefined);
    return result;
  };

  return {
    runDue: run,
    async deliverNow(testPaymentId: string) {
      try {
        await deliverDueWebhooks(delivery, {
          batchSize: 1,
          maxAttempts: options.maxAttempts,
          paymentId: testPaymentId,
        });
      } catch (error) {
        deps.log.warn({ err: error }, "test provider webhook: immediate delivery failed, the worker retries");
      }
    },
    start() {
      if (options.intervalMs > 0 && !timer) {
        timer = setInterval(() => {
          if (waiting === 0) {
            run().catch((error: unknown) => deps.log.warn({ err: error }, "payment jobs run failed"));
          }
        }, options.intervalMs).unref();
      }
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await queue;
    },
  };
}
