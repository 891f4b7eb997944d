import type { CookieSerializeOptions } from "@fastify/cookie";
import {
  AUTH_COOKIE,
  AUTH_COOKIE_MAX_AGE_SECONDS,
  CART_COUNT_COOKIE,
  WISHLIST_COUNT_COOKIE,
} from "@optika/api-contract";
import type { TAppDeps } from "../../http/deps.ts";

/** The part of a reply the cookie helpers use (ts-rest hands routes its own FastifyReply type). */
type TCookieReply = {
  setCookie(name: string, value: string, options: CookieSerializeOptions): unknown;
  clearCookie(name: string, options: CookieSerializeOptions): unknown;
};

/**
 * The header badges' count cookies (decision 0024) describe the cart and wishlist of whoever was
 * signed in; at sign-in (the guest's lines merge into the user's) and at logout they no longer do.
 * They are dropped, so no page shows a stale count; the start order's GET /cart and /wishlist set
 * them again.
 */
function forgetBadgeCounts(deps: TAppDeps, reply: TCookieReply): void {
  for (const name of [CART_COUNT_COOKIE, WISHLIST_COUNT_COOKIE]) {
    reply.clearCookie(name, {
      httpOnly: false,
      sameSite: "lax",
      secure: deps.session.secureCookie,
      path: "/",
    });
  }
}

/** Sets the `authToken` cookie: HttpOnly, SameSite=Lax, 5 years, Secure when the public origin is https. */
export function setAuthCookie(deps: TAppDeps, reply: TCookieReply, token: string): void {
  forgetBadgeCounts(deps, reply);
  reply.setCookie(AUTH_COOKIE, token, {
    maxAge: AUTH_COOKIE_MAX_AGE_SECONDS,
    httpOnly: true,
    sameSite: "lax",
    secure: deps.session.secureCookie,
    path: "/",
  });
}

/** Clears the `authToken` cookie (same flags, expired) and the badge counts. */
export function clearAuthCookie(deps: TAppDeps, reply: TCookieReply): void {
  forgetBadgeCounts(deps, reply);
  reply.clearCookie(AUTH_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    secure: deps.session.secureCookie,
    path: "/",
  });
}
