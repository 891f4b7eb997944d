/**
 * How full the navigation loading bar is after `elapsedMs` of a navigation that is expected to
 * take up to `durationMs`: it rises fast, then slows and never reaches 100 on its own
 * (2/π·100·atan(elapsed/duration·2): about 70 % at `durationMs`). 100 is set when loading ends.
 */
export function estimatedProgress(elapsedMs: number, durationMs: number): number {
  if (!(elapsedMs > 0) || !(durationMs > 0)) return 0;
  return (2 / Math.PI) * 100 * Math.atan((elapsedMs / durationMs) * 2);
}
