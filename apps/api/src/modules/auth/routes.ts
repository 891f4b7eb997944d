import { ACCOUNT_MESSAGES, contract } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import type { TAppDeps } from "../../http/deps.ts";
import { answerAccountErrors } from "./account-error.ts";
import { clearAuthCookie, setAuthCookie } from "./auth-cookie.ts";
import { revokeAuthToken } from "./auth-token-repository.ts";
import { getCurrentUser, presentedAuthToken, presentUser, setCurrentUser } from "./current-user.ts";
import { loginWithPassword } from "./password-login.ts";

const s = initServer();

/**
 * `GET /auth/user` (the signed-in shopper or `{ user: null }`, a 200 either way), `POST /auth/login`
 * (phone + password) and `POST /auth/logout` (revokes the token, clears the cookie). Personal, so
 * never stored by a shared cache.
 */
export function authRoutes(deps: TAppDeps) {
  return s.router(contract.auth, {
    currentUser: async ({ request, reply }) => {
      reply.header("cache-control", "private, no-store");
      const user = await getCurrentUser(deps, request);
      return {
        status: 200,
        body: { user: user ? presentUser(user) : null },
      };
    },
    login: async ({ body, request, reply }) => {
      reply.header("cache-control", "private, no-store");
      return answerAccountErrors(reply, async () => {
        const signedIn = await loginWithPassword(deps, request, {
          phone: body.username,
          password: body.password,
        });
        setAuthCookie(deps, reply, signedIn.token);
        return { status: 200 as const, body: signedIn };
      }) as never;
    },
    logout: async ({ request, reply }) => {
      reply.header("cache-control", "private, no-store");
      const token = presentedAuthToken(request);
      if (token) await revokeAuthToken(deps.db, token, deps.now());
      setCurrentUser(request, null);
      clearAuthCookie(deps, reply);
      return { status: 200, body: { message: ACCOUNT_MESSAGES.loggedOut } };
    },
  });
}
