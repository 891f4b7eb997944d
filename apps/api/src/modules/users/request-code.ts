import { ACCOUNT_MESSAGES, type TCodeSent } from "@optika/api-contract";
import type { FastifyRequest } from "fastify";
import type { TAppDeps } from "../../http/deps.ts";
import { AccountError } from "../auth/account-error.ts";
import { checkRecaptcha } from "./recaptcha-check.ts";
import { sendSignInCode } from "./send-sign-in-code.ts";
import { findUserByPhone } from "./user-repository.ts";

/**
 * POST /users/request: a code to sign in (or to finish a registration) — first a call, on
 * `repeat` an SMS. Any valid phone may ask (the popup's registration resends through here too);
 * the limits of sendSignInCode apply.
 */
export async function requestSignInCode(
  deps: TAppDeps,
  request: FastifyRequest,
  body: { username: string; "g-recaptcha-response"?: string | undefined; repeat?: boolean | undefined },
): Promise<TCodeSent> {
  await checkRecaptcha(deps, request, body["g-recaptcha-response"]);
  return sendSignInCode(deps, {
    phone: body.username,
    channel: body.repeat ? "sms" : "call",
    ip: request.ip,
  });
}

/**
 * POST /users/signup: registration by phone starts with a call code, a resend (`repeat`) comes by
 * SMS as the popup then says; 409 when the phone has an account.
 */
export async function startSignup(
  deps: TAppDeps,
  request: FastifyRequest,
  body: { phone: string; "g-recaptcha-response"?: string | undefined; repeat?: boolean | undefined },
): Promise<TCodeSent> {
  await checkRecaptcha(deps, request, body["g-recaptcha-response"]);
  if (await findUserByPhone(deps.db, body.phone)) {
    throw new AccountError(409, ACCOUNT_MESSAGES.userExists, "user_exists", {
      errors: { phone: [ACCOUNT_MESSAGES.userExists] },
    });
  }
  return sendSignInCode(deps, { phone: body.phone, channel: body.repeat ? "sms" : "call", ip: request.ip });
}
