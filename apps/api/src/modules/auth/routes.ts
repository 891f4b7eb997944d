import { contract } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import type { TAppDeps } from "../../http/deps.ts";
import { getCurrentUser } from "./current-user.ts";

const s = initServer();

/**
 * `GET /auth/user`. There are no accounts yet (issue 10 brings sign-in, tokens and users), so every
 * request is a guest's: `{ user: null }` with a 200, which the shell's start order reads as a guest
 * without a failed request in the browser. Personal, so never stored by a shared cache.
 */
export function authRoutes(deps: TAppDeps) {
  return s.router(contract.auth, {
    currentUser: async ({ request, reply }) => {
      reply.header("cache-control", "private, no-store");
      const user = await getCurrentUser(deps, request);
      return {
        status: 200,
        body: { user: user ? { id: user.id, phone: user.phone, name: user.name } : null },
      };
    },
  });
}
