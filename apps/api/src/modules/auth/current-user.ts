import { AUTH_COOKIE, type TShopperUser } from "@optika/api-contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { TAppDeps } from "../../http/deps.ts";
import { isAuthTokenShaped } from "./auth-token.ts";
import { findUserByAuthToken } from "./auth-token-repository.ts";

/** A signed-in shopper as route modules see it. */
export type TCurrentUser = { id: number; phone: string; name: string | null };

/** The user as the API answers it (sign-in and GET /auth/user): no named roles, so no scopes. */
export function presentUser(user: TCurrentUser): TShopperUser {
  return { id: user.id, phone: user.phone, name: user.name, scope: [] };
}

declare module "fastify" {
  interface FastifyRequest {
    /** this request's signed-in user, resolved once (modules/auth/current-user.ts) */
    currentUser: Promise<TCurrentUser | null> | null;
  }
}

/** Request decoration of the resolver (call on the root instance). */
export function registerCurrentUser(app: FastifyInstance): void {
  app.decorateRequest("currentUser", null);
}

/**
 * The auth token a request presents: `Authorization: Bearer <token>` if it has the shape of one,
 * else the `authToken` cookie if it has; null otherwise (nothing malformed is ever looked up).
 */
export function presentedAuthToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const bearer = typeof header === "string" ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
  if (bearer && isAuthTokenShaped(bearer)) return bearer;
  const cookie = request.cookies?.[AUTH_COOKIE];
  return cookie && isAuthTokenShaped(cookie) ? cookie : null;
}

/**
 * The signed-in user of a request (authToken cookie or `Authorization: Bearer`), or null for a
 * guest, a revoked or expired token, or a made-up one. This is the one seam every module asks
 * (appointments, orders, profile, cart owner). One query, memoised per request.
 */
export function getCurrentUser(deps: TAppDeps, request: FastifyRequest): Promise<TCurrentUser | null> {
  request.currentUser ??= (async () => {
    const token = presentedAuthToken(request);
    return token ? findUserByAuthToken(deps.db, token, deps.now()) : null;
  })();
  return request.currentUser;
}

/** After sign-in or logout the request's user is what the command decided. */
export function setCurrentUser(request: FastifyRequest, user: TCurrentUser | null): void {
  request.currentUser = Promise.resolve(user);
}
