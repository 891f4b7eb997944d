import type { FastifyInstance } from "fastify";
import type { TAppDeps } from "../../http/deps.ts";
import { registerRequestSession } from "./request-session.ts";
import {
  DEFAULT_SESSION_PURGE,
  startSessionPurge,
  type TPurgeStep,
  type TSessionPurge,
  type TSessionPurgeOptions,
} from "./session-purge.ts";
import { deleteExpiredSessions } from "./session-repository.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** the expired-session purge job (started when the app is ready, stopped on close) */
    sessionPurge: Pick<TSessionPurge, "run">;
  }
}

/**
 * The session module on the root instance: request decoration, the Set-Cookie hook and the purge
 * job (a run at ready, then every intervalMinutes; stopped on close).
 */
export function registerSessions(
  app: FastifyInstance,
  deps: TAppDeps,
  purge: TSessionPurgeOptions = DEFAULT_SESSION_PURGE,
  /** other stale rows the same job deletes (besides expired sessions) */
  otherSteps: readonly TPurgeStep[] = [],
): void {
  registerRequestSession(app, deps);
  let job: TSessionPurge | undefined;
  app.decorate("sessionPurge", {
    run: () => (job ? job.run() : Promise.reject(new Error("session purge runs once the app is ready"))),
  });
  app.addHook("onReady", async () => {
    job = startSessionPurge({ db: deps.db, now: deps.now, log: app.log }, purge, [
      deleteExpiredSessions,
      ...otherSteps,
    ]);
  });
  app.addHook("onClose", async () => {
    await job?.stop();
  });
}
