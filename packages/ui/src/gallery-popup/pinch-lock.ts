import { TIMINGS_MS } from "@optika/domain/constants";

/**
 * After a pinch the slides stay put for a moment (spec §9: 500 ms), so the fingers leaving the
 * screen do not turn into a swipe. `lock()` on pinch end; `isLocked()` before any slide change.
 */
export function createPinchLock(
  now: () => number = Date.now,
  lockMs: number = TIMINGS_MS.lightboxLockAfterPinch,
) {
  let lockedUntil = 0;
  return {
    lock(): void {
      lockedUntil = now() + lockMs;
    },
    isLocked(): boolean {
      return now() < lockedUntil;
    },
  };
}
