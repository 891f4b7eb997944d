import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Preview links of CMS pages (decision 0040): `{pageId}.{version}.{expires}.{mac}` where expires is
 * Unix seconds and mac = HMAC-SHA256(secret, "cms-preview:{pageId}.{version}.{expires}") base64url.
 * Verifiable without the database; raising a page's preview_version revokes its old links.
 */
export type TPreviewClaim = { pageId: number; version: number; expiresAt: Date };

/** The preview key: CMS_PREVIEW_SECRET, else one derived from the session secret (never the same key). */
export function cmsPreviewSecret(
  env: { CMS_PREVIEW_SECRET?: string | undefined },
  sessionSecret: string,
): string {
  return (
    env.CMS_PREVIEW_SECRET ?? createHmac("sha256", sessionSecret).update("cms-preview").digest("base64url")
  );
}

const TOKEN_RE = /^(\d{1,10})\.(\d{1,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function mac(secret: string, body: string): Buffer {
  return createHmac("sha256", secret).update(`cms-preview:${body}`).digest();
}

export function createPreviewToken(secret: string, claim: TPreviewClaim): string {
  const body = `${claim.pageId}.${claim.version}.${Math.floor(claim.expiresAt.getTime() / 1000)}`;
  return `${body}.${mac(secret, body).toString("base64url")}`;
}

/** The claim of a token this secret signed that has not expired at `now`; null for anything else. */
export function verifyPreviewToken(secret: string, token: string, now: Date): TPreviewClaim | null {
  const match = TOKEN_RE.exec(token);
  if (!match) return null;
  const [, id = "", version = "", expires = "", given = ""] = match;
  const expected = mac(secret, `${id}.${version}.${expires}`);
  const actual = Buffer.from(given, "base64url");
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  const expiresAt = new Date(Number(expires) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return null;
  const pageId = Number(id);
  if (pageId < 1 || pageId > 2_147_483_647) return null;
  return { pageId, version: Number(version), expiresAt };
}
