import { createHmac, randomInt, timingSafeEqual } from "node:crypto";

/** A 4-digit code from the secure generator ("0000"…"9999"). */
export function generateSignInCode(): string {
  return String(randomInt(10_000)).padStart(4, "0");
}

/**
 * The number that calls for a flash-call code: 11 digits ending in the code, e.g. "74951230042"
 * (the shopper types the last 4 digits).
 */
export function callingNumberFor(code: string): string {
  return `7${randomInt(900, 1000)}${String(randomInt(1000)).padStart(3, "0")}${code}`;
}

/**
 * What the database keeps of a code: HMAC-SHA256 under a server key, bound to the phone and the
 * code's row, so a leaked table neither shows the codes nor can be matched against a 10 000-entry list
 * without the key.
 */
export function hashSignInCode(key: string, phone: string, code: string): string {
  return createHmac("sha256", key).update(`phone-code:${phone}:${code}`).digest("hex");
}

/** Constant-time comparison of two hex hashes. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** The HMAC key of stored codes, derived from the server's SESSION_SECRET (one secret to manage). */
export function phoneCodeKey(serverSecret: string): string {
  return createHmac("sha256", serverSecret).update("optika:phone-code-key:v1").digest("hex");
}
