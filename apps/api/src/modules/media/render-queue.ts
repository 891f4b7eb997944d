/**
 * Bounded queue for cold renders: at most `concurrency` run at once and at most `maxQueued` wait;
 * a task beyond that is refused at once (`RenderQueueFullError`, the endpoint answers 503) instead
 * of piling up decoded pixels and open requests.
 */
type TRenderQueueOptions = {
  /** renders running at once (default: the number of cores) */
  concurrency: number;
  /** renders waiting for a slot; one more is refused */
  maxQueued: number;
};

export class RenderQueueFullError extends Error {
  constructor() {
    super("render queue full");
    this.name = "RenderQueueFullError";
  }
}

type TRenderQueue = {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** running and waiting tasks (for tests and logs) */
  stats(): { running: number; queued: number };
};

export function createRenderQueue(o: TRenderQueueOptions): TRenderQueue {
  const concurrency = Math.max(1, Math.floor(o.concurrency));
  const maxQueued = Math.max(0, Math.floor(o.maxQueued));
  const waiting: Array<() => void> = [];
  let running = 0;

  const release = () => {
    running--;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (waiting.length >= maxQueued) throw new RenderQueueFullError();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    stats: () => ({ running, queued: waiting.length }),
  };
}
