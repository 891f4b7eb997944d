/**
 * The metrics counter seam (spec §4 'send user id to metrics counter', §7 goals). The site has no
 * counter configured yet (the spec names the key only); a counter registers here and receives
 * the signed-in shopper's id and the goals. Without one, nothing is sent anywhere.
 */
export interface IMetricsCounter {
  setUserId(id: number): void;
  reachGoal(goal: string): void;
}

let counter: IMetricsCounter | null = null;

export function registerMetricsCounter(next: IMetricsCounter | null): void {
  counter = next;
}

export function sendMetricsUserId(id: number): void {
  counter?.setUserId(id);
}

export function reachGoal(goal: string): void {
  counter?.reachGoal(goal);
}
