import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, base64url (43 characters): the `authToken` a sign-in hands out. */
export function mintAuthToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A value that can be an auth token at all (anything else is not even looked up). */
export function isAuthTokenShaped(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** What the database keeps of a token: its SHA-256, hex (a stolen table signs nobody in). */
export function hashAuthToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
