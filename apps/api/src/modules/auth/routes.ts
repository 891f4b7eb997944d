import { contract } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";

const s = initServer();

/**
 * `GET /auth/user`. There are no accounts yet (issue 10 brings sign-in, tokens and users), so every
 * request is a guest's: `{ user: null }` with a 200, which the shell's start order reads as a guest
 * without a failed request in the browser. Personal, so never stored by a shared cache.
 */
export function authRoutes() {
  return s.router(contract.auth, {
    currentUser: async ({ reply }) => {
      reply.header("cache-control", "private, no-store");
      return { status: 200, body: { user: null } };
    },
  });
}
