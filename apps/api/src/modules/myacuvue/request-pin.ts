import type { TCodeSent } from "@optika/api-contract";
import type { FastifyRequest } from "fastify";
import type { TAppDeps } from "../../http/deps.ts";
import { sendSignInCode } from "../users/send-sign-in-code.ts";
import { requireMember } from "./find-member.ts";

/**
 * POST /myacuvue/request-password: a member's PIN by SMS. The PIN is a sign-in code of the shop's
 * (modules/users, decision 0026): hashed, single use, 5 minutes, 5 tries, and the same send limits
 * per phone and per address, shared with the shop's own codes (the newest code of a phone counts).
 */
export async function requestLoyaltyPin(
  deps: TAppDeps,
  request: FastifyRequest,
  body: { phone: string },
): Promise<TCodeSent> {
  await requireMember(deps, body.phone);
  return sendSignInCode(deps, { phone: body.phone, channel: "sms", ip: request.ip });
}
