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

/**
 * What was sent before a counter registered (it loads after cookie consent, lazily): handed to it
 * when it does, at most this many; without consent it is never sent anywhere.
 */
const PENDING_MAX = 20;
let pending: Array<(c: IMetricsCounter) => void> = [];

function send(call: (c: IMetricsCounter) => void): void {
  if (counter) call(counter);
  else if (pending.length < PENDING_MAX) pending.push(call);
}

export function registerMetricsCounter(next: IMetricsCounter | null): void {
  counter = next;
  if (!next) return;
  const calls = pending;
  pending = [];
  for (const call of calls) call(next);
}

export function sendMetricsUserId(id: number): void {
  send((c) => c.setUserId(id));
}

export function reachGoal(goal: string): void {
  send((c) => c.reachGoal(goal));
}
