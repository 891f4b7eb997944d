import type { FastifyRequest } from "fastify";
import type { TAppDeps } from "../../http/deps.ts";

/** A signed-in shopper as route modules see it. */
export type TCurrentUser = { id: number; phone: string; name: string | null };

/**
 * The signed-in user of a request (authToken cookie or `Authorization: Bearer`), or null for a
 * guest. This is the one seam every module asks (appointments, orders, profile, cart owner);
 * accounts (issue 10) implement it. Until then every request is a guest.
 */
export async function getCurrentUser(
  _deps: TAppDeps,
  _request: FastifyRequest,
): Promise<TCurrentUser | null> {
  return null;
}
