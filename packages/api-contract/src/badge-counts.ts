/*
 * The header badges' counts in small cookies the API sets on every cart and wishlist answer
 * (decision 0024): the storefront renders the badges from them on the server, and the shared page
 * cache keys pages by them. Not HttpOnly (they hold nothing secret: a count), SameSite=Lax, host-only
 * like the session cookie. Bounded: the badge shows at most "99+", so a count above 99 is kept as
 * 100 — at most 101 values per cookie (absent = 0).
 */

export const CART_COUNT_COOKIE = "cart_count";
export const WISHLIST_COUNT_COOKIE = "wishlist_count";
/** The largest count kept; the badge shows "99+" from here on. */
export const MAX_BADGE_COUNT = 100;

const COUNT = /^[1-9]\d{0,2}$/;

/** A count cookie's value read back: 1…100, or null (absent, 0 or malformed). */
export function readBadgeCount(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || !COUNT.test(raw)) return null;
  const n = Number(raw);
  return n <= MAX_BADGE_COUNT ? n : null;
}

/** What a count cookie holds for a count: "1"…"100", or null (0: no cookie). */
export function badgeCountValue(count: number): string | null {
  const n = Math.trunc(count);
  if (!Number.isFinite(n) || n <= 0) return null;
  return String(Math.min(n, MAX_BADGE_COUNT));
}
