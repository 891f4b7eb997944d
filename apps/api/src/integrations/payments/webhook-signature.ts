import { createHmac, timingSafeEqual } from "node:crypto";

/** The header the test provider signs its webhooks in: `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const WEBHOOK_SIGNATURE_HEADER = "x-payment-signature";

/** A fixed key for development and tests; production must set PAYMENT_WEBHOOK_SECRET (env.ts). */
export const DEV_WEBHOOK_SECRET = "dev-payment-webhook-secret-not-for-production";

export function signWebhookBody(secret: string, rawBody: string): string {
  return `sha256=${createHmac("sha256", secret).update(rawBody, "utf8").digest("hex")}`;
}

/** True when `signature` is the body's signature (compared in constant time). */
export function isWebhookSignatureValid(secret: string, rawBody: string, signature: unknown): boolean {
  if (typeof signature !== "string" || signature.length > 200) return false;
  const expected = Buffer.from(signWebhookBody(secret, rawBody));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
