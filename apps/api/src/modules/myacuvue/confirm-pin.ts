import { MYACUVUE_MESSAGES as M, type TSignedIn } from "@optika/api-contract";
import type { FastifyRequest } from "fastify";
import type { TAppDeps } from "../../http/deps.ts";
import { AccountError } from "../auth/account-error.ts";
import { signInWithCode } from "../users/sign-in-with-code.ts";
import { requireMember } from "./find-member.ts";

/**
 * POST /myacuvue/confirm-password {phone, password = PIN}: a member's PIN signs in to the shop (the
 * account is created when the phone is new; token and cookie as the phone sign-in). A wrong PIN is
 * 'Введен неправильный код'; an expired, used or worn-out one is the brand's 'Please request a
 * one-time pin' (the dialog shows 'Запросите новый код' and goes back to the phone, spec §8).
 */
export async function confirmLoyaltyPin(
  deps: TAppDeps,
  request: FastifyRequest,
  body: { phone: string; password: string },
): Promise<TSignedIn> {
  await requireMember(deps, body.phone);
  try {
    return await signInWithCode(deps, request, { phone: body.phone, code: body.password, field: "password" });
  } catch (error) {
    if (error instanceof AccountError && error.reason === "request_new_code") {
      throw new AccountError(400, M.requestNewPin, "request_new_code");
    }
    throw error;
  }
}
