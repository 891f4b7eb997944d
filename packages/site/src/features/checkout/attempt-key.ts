import { useCallback, useState } from "react";

/**
 * The Idempotency-Key of a checkout attempt (spec: one per attempt; orders-api returns the same
 * order for a repeated key). The key lives as long as the attempt: a retry after a network
 * failure or a server error (the order may have been made) sends the same key; a definite "no"
 * from the server (a 4xx: nothing was made) ends the attempt, and the next submission is a new one.
 */
export function newAttemptKey(): string {
  return globalThis.crypto.randomUUID();
}

/** Whether an answer ends the attempt (nothing was made, a resubmission is a new attempt). */
export function endsAttempt(status: number): boolean {
  return status >= 400 && status < 500;
}

/** The current attempt's key (the server's first one before hydration) and the way to start a new attempt. */
export function useAttemptKey(initial?: string): { key: string; renew: () => void } {
  const [key, setKey] = useState(() => initial || newAttemptKey());
  const renew = useCallback(() => setKey(newAttemptKey()), []);
  return { key, renew };
}
