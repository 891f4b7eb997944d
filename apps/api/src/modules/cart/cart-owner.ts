import type { FastifyRequest } from "fastify";
import type { TAppDeps } from "../../http/deps.ts";
import { getCurrentUser } from "../auth/current-user.ts";
import { getSession, persistSession } from "../session/request-session.ts";

/**
 * Whose cart (and wishlist) a request works on: a guest's session, or — once accounts land — the
 * signed-in user (docs/seams.md, "Cart and wishlist owner"): a signed-in request always works on the
 * user's cart (the guest cart of its session was merged into it at sign-in).
 */
export type TCartOwner = { kind: "session"; sessionToken: string } | { kind: "user"; userId: number };

/** The owner for a read: null when the request has no live session (a read never creates one). */
export async function ownerForRead(deps: TAppDeps, request: FastifyRequest): Promise<TCartOwner | null> {
  const user = await getCurrentUser(deps, request);
  if (user) return { kind: "user", userId: user.id };
  const session = await getSession(deps, request);
  return session ? { kind: "session", sessionToken: session.token } : null;
}

/** The owner for a command: writes the session row first (sessions are created on the first write). */
export async function ownerForWrite(deps: TAppDeps, request: FastifyRequest): Promise<TCartOwner> {
  const user = await getCurrentUser(deps, request);
  if (user) return { kind: "user", userId: user.id };
  const session = await persistSession(deps, request);
  return { kind: "session", sessionToken: session.token };
}
