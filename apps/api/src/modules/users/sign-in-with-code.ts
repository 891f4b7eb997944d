import { ACCOUNT_MESSAGES, type TSignedIn } from "@optika/api-contract";
import type { FastifyRequest } from "fastify";
import type { TAppDeps } from "../../http/deps.ts";
import { AccountError } from "../auth/account-error.ts";
import { completeSignIn } from "../auth/complete-sign-in.ts";
import { presentUser, setCurrentUser } from "../auth/current-user.ts";
import { getSession } from "../session/request-session.ts";
import { consumeSignInCode } from "./consume-sign-in-code.ts";
import { checkRecaptcha } from "./recaptcha-check.ts";
import { findOrCreateUser, findUserByPhone } from "./user-repository.ts";

/**
 * Signs in with a phone code, in one transaction: the code is checked and used, the user found
 * (or created: a registration), a new token issued and the guest cart and wishlist
 * merged. A wrong code is counted (committed) before the 400.
 */
export async function signInWithCode(
  deps: TAppDeps,
  request: FastifyRequest,
  { phone, code, field }: { phone: string; code: string; field: string },
): Promise<TSignedIn> {
  const now = deps.now();
  const session = await getSession(deps, request);
  const outcome = await deps.db.transaction(async (tx) => {
    const check = await consumeSignInCode(tx, { phone, code, key: deps.codeKey, now });
    if (check !== "ok") return { check } as const;
    const user = await findOrCreateUser(tx, { phone, now });
    const token = await completeSignIn(tx, request, {
      userId: user.id,
      guestSessionToken: session?.token ?? null,
      now,
    });
    return { check, user, token } as const;
  });
  if (outcome.check !== "ok") {
    const message = outcome.check === "wrong" ? ACCOUNT_MESSAGES.wrongCode : ACCOUNT_MESSAGES.requestNewCode;
    throw new AccountError(400, message, outcome.check === "wrong" ? "wrong_code" : "request_new_code", {
      errors: { [field]: [message] },
    });
  }
  const shopper = { id: outcome.user.id, phone: outcome.user.phone, name: outcome.user.name };
  setCurrentUser(request, shopper);
  return { token: outcome.token, user: presentUser(shopper), is_new: outcome.user.isNew };
}

/** POST /users/login {username, password = code}: an existing account only (404 otherwise, code kept). */
export async function loginWithCode(
  deps: TAppDeps,
  request: FastifyRequest,
  body: { username: string; password: string; "g-recaptcha-response"?: string | undefined },
): Promise<TSignedIn> {
  await checkRecaptcha(deps, request, body["g-recaptcha-response"]);
  if (!(await findUserByPhone(deps.db, body.username))) {
    throw new AccountError(404, ACCOUNT_MESSAGES.userNotFound, "user_not_found", {
      errors: { username: [ACCOUNT_MESSAGES.userNotFound] },
    });
  }
  return signInWithCode(deps, request, {
    phone: body.username,
    code: body.password,
    field: "password",
  });
}

/** POST /users/confirm/phone {phone, token = code}: confirms the phone, creating the account if new. */
export async function confirmPhone(
  deps: TAppDeps,
  request: FastifyRequest,
  body: { phone: string; token: string; "g-recaptcha-response"?: string | undefined },
): Promise<TSignedIn> {
  await checkRecaptcha(deps, request, body["g-recaptcha-response"]);
  return signInWithCode(deps, request, { phone: body.phone, code: body.token, field: "token" });
}
