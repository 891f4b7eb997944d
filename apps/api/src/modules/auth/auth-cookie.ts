import type { CookieSerializeOptions } from "@fastify/cookie";
import { AUTH_COOKIE, AUTH_COOKIE_MAX_AGE_SECONDS } from "@optika/api-contract";
import type { TAppDeps } from "../../http/deps.ts";

/** The part of a reply the cookie helpers use (ts-rest hands routes its own FastifyReply type). */
type TCookieReply = {
  setCookie(name: string, value: string, options: CookieSerializeOptions): unknown;
  clearCookie(name: string, options: CookieSerializeOptions): unknown;
};

/** Sets the `authToken` cookie: HttpOnly, SameSite=Lax, 5 years, Secure when the public origin is https. */
export function setAuthCookie(deps: TAppDeps, reply: TCookieReply, token: string): void {
  reply.setCookie(AUTH_COOKIE, token, {
    maxAge: AUTH_COOKIE_MAX_AGE_SECONDS,
    httpOnly: true,
    sameSite: "lax",
    secure: deps.session.secureCookie,
    path: "/",
  });
}

/** Clears the `authToken` cookie (same flags, expired). */
export function clearAuthCookie(deps: TAppDeps, reply: TCookieReply): void {
  reply.clearCookie(AUTH_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    secure: deps.session.secureCookie,
    path: "/",
  });
}
