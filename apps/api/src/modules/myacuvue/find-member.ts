import { MYACUVUE_MESSAGES as M } from "@optika/api-contract";
import type { TAppDeps } from "../../http/deps.ts";
import { LoyaltyServiceError, type TLoyaltyMember } from "../../integrations/loyalty/loyalty-programme.ts";
import { AccountError } from "../auth/account-error.ts";

/**
 * The member with this phone, asked of the brand's service: 404 (reason not_member) when the
 * programme is off or the phone is not a member, 503 when the service cannot answer.
 */
export async function requireMember(deps: TAppDeps, phone: string): Promise<TLoyaltyMember> {
  const member = await findMember(deps, phone);
  if (!member) {
    throw new AccountError(404, deps.loyalty.enabled ? M.notMember : M.disabled, "not_member", {
      errors: { phone: [deps.loyalty.enabled ? M.notMember : M.disabled] },
    });
  }
  return member;
}

/** The member, or null (programme off, not a member); 503 when the service cannot answer. */
export async function findMember(deps: TAppDeps, phone: string): Promise<TLoyaltyMember | null> {
  if (!deps.loyalty.enabled) return null;
  try {
    return await deps.loyalty.programme.findMember(phone);
  } catch (error) {
    if (!(error instanceof LoyaltyServiceError)) throw error;
    throw new AccountError(503, M.providerFailed, "provider");
  }
}
