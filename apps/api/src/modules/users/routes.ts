import { contract } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import type { TAppDeps } from "../../http/deps.ts";
import { answerAccountErrors } from "../auth/account-error.ts";
import { setAuthCookie } from "../auth/auth-cookie.ts";
import { requestSignInCode, startSignup } from "./request-code.ts";
import { registerUser, requestPassword } from "./send-password.ts";
import { confirmPhone, loginWithCode } from "./sign-in-with-code.ts";
import { findUserByPhone } from "./user-repository.ts";

const s = initServer();

/** The phone sign-in, registration and password calls (spec §7 /users/*). Never cached. */
export function usersRoutes(deps: TAppDeps) {
  return s.router(contract.users, {
    checkExist: async ({ body, reply }) => {
      reply.header("cache-control", "private, no-store");
      return { status: 200, body: { exists: (await findUserByPhone(deps.db, body.phone)) !== null } };
    },
    requestCode: async ({ body, request, reply }) => {
      reply.header("cache-control", "private, no-store");
      return answerAccountErrors(reply, async () => ({
        status: 200 as const,
        body: await requestSignInCode(deps, request, body),
      })) as never;
    },
    signup: async ({ body, request, reply }) => {
      reply.header("cache-control", "private, no-store");
      return answerAccountErrors(reply, async () => ({
        status: 200 as const,
        body: await startSignup(deps, request, body),
      })) as never;
    },
    loginWithCode: async ({ body, request, reply }) => {
      reply.header("cache-control", "private, no-store");
      return answerAccountErrors(reply, async () => {
        const signedIn = await loginWithCode(deps, request, body);
        setAuthCookie(deps, reply, signedIn.token);
        return { status: 200 as const, body: signedIn };
      }) as never;
    },
    confirmPhone: async ({ body, request, reply }) => {
      reply.header("cache-control", "private, no-store");
      return answerAccountErrors(reply, async () => {
        const signedIn = await confirmPhone(deps, request, body);
        setAuthCookie(deps, reply, signedIn.token);
        return { status: 200 as const, body: signedIn };
      }) as never;
    },
    requestPassword: async ({ body, reply }) => {
      reply.header("cache-control", "private, no-store");
      return answerAccountErrors(reply, async () => ({
        status: 200 as const,
        body: await requestPassword(deps, body),
      })) as never;
    },
    registration: async ({ body, reply }) => {
      reply.header("cache-control", "private, no-store");
      return answerAccountErrors(reply, async () => ({
        status: 201 as const,
        body: await registerUser(deps, body),
      })) as never;
    },
  });
}
