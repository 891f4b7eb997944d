import { MYACUVUE_MESSAGES as M } from "@optika/api-contract";
import { loyaltyVoucherState } from "@optika/domain/commerce";
import type { TAppDeps } from "../../http/deps.ts";
import { HttpError } from "../../http/index.ts";
import { AccountError } from "../auth/account-error.ts";
import type { TCurrentUser } from "../auth/current-user.ts";
import { findMember } from "./find-member.ts";

/** A voucher the checkout may take: the member's, within its dates, not used at the brand. */
export type TVoucherToTake = { id: string; amount: number; phone: string };

const FIELD = "myacuvue_voucher_id";

function refuse(message: string): HttpError {
  return new HttpError(422, message, { [FIELD]: [message] });
}

/**
 * The voucher named at checkout (before the order's transaction: the brand's service is asked
 * outside it): 422 for a guest, a voucher that is not the signed-in member's, out of its dates or
 * used. Whether another order holds it is settled by the ledger's unique index in the transaction.
 */
export async function resolveCheckoutVoucher(
  deps: TAppDeps,
  user: TCurrentUser | null,
  voucherId: string,
): Promise<TVoucherToTake> {
  if (!user) throw refuse(M.voucherSignIn);
  let member: Awaited<ReturnType<typeof findMember>>;
  try {
    member = await findMember(deps, user.phone);
  } catch (error) {
    if (error instanceof AccountError) throw refuse(M.providerFailed);
    throw error;
  }
  const voucher = member?.vouchers.find((v) => v.id === voucherId);
  if (!member || !voucher) throw refuse(M.voucherNotFound);
  const today = deps.now().toISOString().slice(0, 10);
  const state = loyaltyVoucherState(voucher, null, today);
  if (state === "used") throw refuse(M.voucherUsed);
  if (state === "expired") throw refuse(today < voucher.validFrom ? M.voucherNotStarted : M.voucherExpired);
  return { id: voucher.id, amount: voucher.amount, phone: member.phone };
}
