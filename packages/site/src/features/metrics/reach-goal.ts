/** The web-metrics counter's `ym(counterId, "reachGoal", goal)`, when the page has one. */
type TYm = (counterId: number, action: "reachGoal", goal: string) => void;

type TMetricsWindow = { ym?: TYm; __ymCounterId?: number };

/**
 * Reports a goal (spec §7 "web goals", e.g. 'vopros_sotrud_sent') to the metrics counter if one
 * is on the page; a no-op otherwise (no counter configured, server render, blocked script). Never
 * throws: metrics must not break what the shopper is doing.
 */
export function reachGoal(
  goal: string,
  target: TMetricsWindow | undefined = globalThis as TMetricsWindow,
): void {
  const ym = target?.ym;
  if (typeof ym !== "function") return;
  try {
    ym(target?.__ymCounterId ?? 0, "reachGoal", goal);
  } catch {
    // the counter's own failure is not the shopper's problem
  }
}
