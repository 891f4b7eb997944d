import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { SESSION_TOKEN_PREFIX } from "@optika/api-contract";

/** Random part: 192 bits. */
const NONCE_BYTES = 24;
/** HMAC-SHA256 truncated to 192 bits. */
const MAC_BYTES = 24;
const NONCE_CHARS = Math.ceil((NONCE_BYTES * 4) / 3);
const MAC_CHARS = Math.ceil((MAC_BYTES * 4) / 3);
const TOKEN_PATTERN = new RegExp(
  `^${SESSION_TOKEN_PREFIX}([A-Za-z0-9_-]{${NONCE_CHARS}})([A-Za-z0-9_-]{${MAC_CHARS}})$`,
);

/** Used outside production when SESSION_SECRET is unset (env.ts refuses production without one). */
export const DEVELOPMENT_SESSION_SECRET = "optika-development-session-secret-do-not-use-in-production";

function mac(secret: string, nonce: string): Buffer {
  return createHmac("sha256", secret)
    .update(`${SESSION_TOKEN_PREFIX}${nonce}`)
    .digest()
    .subarray(0, MAC_BYTES);
}

/**
 * A server-issued session token: 'frnt' + 192 random bits + a 192-bit HMAC of both with the
 * session secret, base64url (68 characters). Verifiable without the database.
 */
export function mintSessionToken(secret: string): string {
  const nonce = randomBytes(NONCE_BYTES).toString("base64url");
  return `${SESSION_TOKEN_PREFIX}${nonce}${mac(secret, nonce).toString("base64url")}`;
}

/** Whether this server (this secret) issued the token; anything else — malformed, client-made, forged — is not. */
export function isIssuedSessionToken(token: string | undefined, secret: string): token is string {
  if (!token) return false;
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return false;
  const [, nonce = "", given = ""] = match;
  const expected = mac(secret, nonce);
  const actual = Buffer.from(given, "base64url");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
