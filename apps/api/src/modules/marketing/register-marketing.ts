import type { FastifyInstance } from "fastify";
import type { TAppDeps } from "../../http/deps.ts";
import { createMarketingSimulator, type TMarketingAdapter } from "./marketing-adapter.ts";
import {
  createMarketingOutbox,
  DEFAULT_MARKETING_OUTBOX,
  type TMarketingOutbox,
  type TMarketingOutboxOptions,
} from "./marketing-outbox.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** the marketing outbox drain (modules/marketing) and the adapter it delivers to */
    marketingOutbox: Pick<TMarketingOutbox, "drain"> & { adapter: TMarketingAdapter };
  }
}

export type TMarketingOptions = Partial<TMarketingOutboxOptions> & { adapter?: TMarketingAdapter };

/**
 * The marketing module on the root instance: the outbox drain (started when the app is ready,
 * stopped on close) delivering to the given adapter, the built-in simulator by default.
 */
export function registerMarketing(
  app: FastifyInstance,
  deps: Pick<TAppDeps, "db" | "now">,
  options: TMarketingOptions = {},
): TMarketingOutbox {
  const { adapter = createMarketingSimulator(), ...outboxOptions } = options;
  const outbox = createMarketingOutbox(
    { db: deps.db, now: deps.now, log: app.log, adapter },
    { ...DEFAULT_MARKETING_OUTBOX, ...outboxOptions },
  );
  app.decorate("marketingOutbox", { drain: outbox.drain, adapter });
  app.addHook("onReady", async () => outbox.start());
  app.addHook("onClose", async () => outbox.stop());
  return outbox;
}
