import type { TMarketingEventKind } from "@optika/api-contract";

/** An event as the marketing service receives it (spec §7: all carry device_uuid). */
export type TMarketingEvent = {
  id: number;
  kind: TMarketingEventKind;
  payload: Record<string, unknown>;
  deviceUuid: string | null;
  createdAt: Date;
};

/** The marketing service (Mindbox in production): sends one event or throws. */
export type TMarketingAdapter = {
  name: string;
  send(event: TMarketingEvent): Promise<void>;
};

export type TMarketingSimulator = TMarketingAdapter & {
  /** events received, oldest first (the last `capacity` only) */
  readonly received: readonly TMarketingEvent[];
  /** the next n sends fail (as a service outage would) */
  failNext(n: number): void;
};

/**
 * The built-in marketing service: works offline, keeps the last `capacity` events in memory (for
 * tests and the dev outbox), and fails on demand.
 */
export function createMarketingSimulator(options: { capacity?: number } = {}): TMarketingSimulator {
  const capacity = options.capacity ?? 1000;
  const received: TMarketingEvent[] = [];
  let failures = 0;
  return {
    name: "simulator",
    received,
    failNext(n: number) {
      failures = n;
    },
    async send(event) {
      if (failures > 0) {
        failures--;
        throw new Error("marketing simulator: failure on demand");
      }
      received.push(event);
      if (received.length > capacity) received.splice(0, received.length - capacity);
    },
  };
}
