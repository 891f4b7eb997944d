import { ACCOUNT_MESSAGES } from "@optika/api-contract";
import type { FastifyRequest } from "fastify";
import type { TAppDeps } from "../../http/deps.ts";
import type { THeaderReply } from "../auth/account-error.ts";
import { getCurrentUser, type TCurrentUser } from "../auth/current-user.ts";

/** The answer of every profile call to a guest: 401 'Пользователь не авторизован'. */
export const GUEST_ANSWER = { status: 401 as const, body: { message: ACCOUNT_MESSAGES.unauthorized } };

/**
 * Runs a profile call for the signed-in user, or answers a guest with 401. Personal answers:
 * `Cache-Control: private, no-store`.
 */
export async function forSignedIn<T>(
  deps: TAppDeps,
  request: FastifyRequest,
  reply: THeaderReply,
  run: (user: TCurrentUser) => Promise<T>,
): Promise<T | typeof GUEST_ANSWER> {
  reply.header("cache-control", "private, no-store");
  const user = await getCurrentUser(deps, request);
  return user ? run(user) : GUEST_ANSWER;
}
