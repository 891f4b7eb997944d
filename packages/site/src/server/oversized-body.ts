import type { IncomingHttpHeaders, IncomingMessage } from "node:http";

/**
 * A body larger than the server takes is still read to its end (and dropped) before the 413: a
 * client still writing when the server closed the socket would get a broken pipe instead of the
 * answer. Beyond `drainMaxBytes` the socket is closed at once (nobody should send that much).
 */
export function declaredBodyLength(headers: IncomingHttpHeaders): number | null {
  const value = headers["content-length"];
  if (typeof value !== "string" || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/** Reads and drops the rest of a request's body; resolves when it ended, failed or closed. */
export function drainRequestBody(raw: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    if (raw.readableEnded || raw.destroyed) return resolve();
    raw.once("end", resolve);
    raw.once("error", () => resolve());
    raw.once("close", resolve);
    raw.resume();
  });
}
