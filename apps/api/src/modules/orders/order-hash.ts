import { createHash, randomBytes } from "node:crypto";

/** An order's page key: 128 random bits, base64url (22 characters). */
export function newOrderHash(): string {
  return randomBytes(16).toString("base64url");
}

/** True when `hash` has the shape of an order hash (anything else is not looked up). */
export function isOrderHashShaped(hash: string): boolean {
  return /^[A-Za-z0-9_-]{22}$/.test(hash);
}

/** The SHA-256 of a checkout request (who sends it and what): what an idempotency key is bound to. */
export function requestFingerprint(request: unknown): string {
  return createHash("sha256").update(canonicalJson(request)).digest("hex");
}

/** JSON with object keys sorted (the same request always gives the same text). */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return "null";
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}
