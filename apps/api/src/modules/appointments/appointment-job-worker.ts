import { appointmentSmsTexts, minutesToClock, zonedParts } from "@optika/domain/appointments";
import { formatRussianDate } from "@optika/domain/dates";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { TDb } from "../../db/client.ts";
import type { TAppDeps } from "../../http/deps.ts";
import type { ISmsGateway } from "../../integrations/sms/sms-gateway.ts";
import { claimDueJobs, markJobDone, markJobRetry, type TClaimedJob } from "./appointment-jobs-repository.ts";

export type TAppointmentJobOptions = {
  /** ms between polls; 0: no timer (runDue() and wake() only) */
  intervalMs: number;
  batchSize: number;
  /** attempts before a job is given up (outcome 'failed') */
  maxAttempts: number;
  /** wake() after a booking sends the confirmation at once (tests turn it off to drive runDue()) */
  wakeOnWrite: boolean;
};

export const DEFAULT_APPOINTMENT_JOBS: TAppointmentJobOptions = {
  intervalMs: 30_000,
  batchSize: 20,
  maxAttempts: 5,
  wakeOnWrite: true,
};

/** A claimed job is left alone this long (a crashed run's jobs come back after it). */
const LEASE_MS = 60_000;

export type TAppointmentJobWorker = {
  /** one run now (after a run under way): sends the due jobs; resolves with how many were sent */
  runDue(): Promise<number>;
  /** a run soon (after a booking); never throws */
  wake(): void;
  start(): void;
  stop(): Promise<void>;
};

/** The SMS of a job: service, local day and time, address. */
export function jobText(job: TClaimedJob): string {
  const local = zonedParts(job.startsAt.getTime(), job.timeZone);
  const [year, month, day] = local.day.split("-").map(Number) as [number, number, number];
  const parts = {
    service: job.serviceName,
    date: formatRussianDate({ year, month, day }),
    time: minutesToClock(local.minutes),
    address: job.address,
  };
  return job.kind === "confirmation"
    ? appointmentSmsTexts.confirmation(parts)
    : appointmentSmsTexts.reminder(parts);
}

/**
 * The due-jobs worker (decision 0030): polls appointment_jobs, claims due jobs with FOR UPDATE
 * SKIP LOCKED and a lease, sends each through the SMS gateway, marks it done; a cancelled
 * appointment's job is skipped; a failed send is retried with back-off. Runs never overlap here;
 * other workers (instances) are kept apart by the claim.
 */
export function createAppointmentJobWorker(
  deps: { db: TDb; now: () => Date; sms: ISmsGateway; log: FastifyBaseLogger },
  options: TAppointmentJobOptions = DEFAULT_APPOINTMENT_JOBS,
): TAppointmentJobWorker {
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const runOnce = async (): Promise<number> => {
    let sent = 0;
    for (;;) {
      const now = deps.now();
      const jobs = await claimDueJobs(deps.db, now, {
        limit: options.batchSize,
        leaseUntil: new Date(now.getTime() + LEASE_MS),
      });
      for (const job of jobs) {
        if (job.status !== "booked") {
          await markJobDone(deps.db, job.id, "skipped", deps.now());
          continue;
        }
        try {
          await deps.sms.send({ phone: job.phone, channel: "sms", text: jobText(job) });
          await markJobDone(deps.db, job.id, "sent", deps.now());
          sent++;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          if (job.attempts >= options.maxAttempts) {
            await markJobDone(deps.db, job.id, "failed", deps.now(), message);
          } else {
            const delay = Math.min(2 ** job.attempts * 30_000, 30 * 60_000);
            await markJobRetry(deps.db, job.id, new Date(deps.now().getTime() + delay), message);
          }
          deps.log.warn(
            { job: job.id, kind: job.kind, error: message },
            "appointment SMS not sent: retried later",
          );
        }
      }
      if (jobs.length < options.batchSize) return sent;
    }
  };

  const run = (): Promise<number> => {
    waiting++;
    const result = queue.then(() => {
      waiting--;
      return runOnce();
    });
    queue = result.catch(() => undefined);
    return result;
  };
  const quietly = () => {
    run().catch((error: unknown) => deps.log.warn({ err: error }, "appointment jobs run failed"));
  };

  return {
    runDue: run,
    wake() {
      if (stopped || !options.wakeOnWrite || waiting > 0) return;
      quietly();
    },
    start() {
      stopped = false;
      if (options.intervalMs > 0 && !timer) {
        timer = setInterval(() => {
          if (waiting === 0) quietly();
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

declare module "fastify" {
  interface FastifyInstance {
    /** the appointment SMS worker (modules/appointments) */
    appointmentJobs: Pick<TAppointmentJobWorker, "runDue">;
  }
}

/** The worker on the root instance: started when the app is ready, stopped on close. */
export function registerAppointmentJobs(
  app: FastifyInstance,
  deps: Pick<TAppDeps, "db" | "now" | "sms">,
  options: Partial<TAppointmentJobOptions> = {},
): TAppointmentJobWorker {
  const worker = createAppointmentJobWorker(
    { db: deps.db, now: deps.now, sms: deps.sms, log: app.log },
    { ...DEFAULT_APPOINTMENT_JOBS, ...options },
  );
  app.decorate("appointmentJobs", { runDue: worker.runDue });
  app.addHook("onReady", async () => worker.start());
  app.addHook("onClose", async () => worker.stop());
  return worker;
}
