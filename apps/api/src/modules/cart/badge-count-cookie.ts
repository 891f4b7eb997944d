import { badgeCountValue, SESSION_COOKIE_MAX_AGE_SECONDS } from "@optika/api-contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { TAppDeps } from "../../http/index.ts";

/** The part of a reply the count cookie needs (ts-rest hands its own FastifyReply typing). */
export type TCookieReply = Pick<FastifyReply, "setCookie">;

/**
 * Keeps a header badge's count cookie (`cart_count`, `wishlist_count`; decision 0024) equal to the
 * count just answered: set when it changed, cleared when it fell to 0, untouched otherwise (so a
 * visitor without a cart gets no Set-Cookie). Same lifetime and scope as the session it describes.
 */
export function syncBadgeCountCookie(
  deps: Pick<TAppDeps, "session">,
  request: Pick<FastifyRequest, "cookies">,
  reply: TCookieReply,
  name: string,
  count: number,
): void {
  const sent = request.cookies?.[name];
  const value = badgeCountValue(count);
  if ((sent ?? null) === value) return;
  if (value === null && sent === undefined) return;
  reply.setCookie(name, value ?? "", {
    maxAge: value === null ? 0 : SESSION_COOKIE_MAX_AGE_SECONDS,
    httpOnly: false,
    sameSite: "lax",
    secure: deps.session.secureCookie,
    path: "/",
  });
}
