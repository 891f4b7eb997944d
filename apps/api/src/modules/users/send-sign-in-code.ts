import { ACCOUNT_MESSAGES, type TCodeSent } from "@optika/api-contract";
import { codeHelperText } from "@optika/domain/codes";
import { eq, sql } from "drizzle-orm";
import { queryRows } from "../../db/rows.ts";
import { phoneCodes } from "../../db/schema.ts";
import type { TAppDeps } from "../../http/deps.ts";
import { SmsGatewayError } from "../../integrations/sms/sms-gateway.ts";
import { AccountError } from "../auth/account-error.ts";
import { CODE_LIMITS } from "./code-limits.ts";
import { callingNumberFor, generateSignInCode, hashSignInCode } from "./phone-code.ts";

type TSendCounts = { phone_window: number; phone_day: number; ip_window: number; ip_day: number };

function secondsUntil(oldest: Date | string | null, windowMs: number, now: Date): number {
  if (oldest === null) return Math.ceil(windowMs / 1000);
  return Math.max(1, Math.ceil((new Date(oldest).getTime() + windowMs - now.getTime()) / 1000));
}

/**
 * Sends a sign-in code: a call whose number ends in the code, or (channel "sms") a text. The send
 * is first reserved in the database — in one transaction that holds a per-phone advisory lock,
 * counts the phone's and the address's sends, and writes the code's row — so parallel requests
 * and several API processes never exceed 3 per phone in 15 minutes, 10 a day, nor the per-address
 * limits. A newer code replaces the older ones. A provider failure deletes the reservation (it
 * does not count) and answers 503 'Ошибка сервера, повторите попытку позднее.'.
 */
export async function sendSignInCode(
  deps: TAppDeps,
  { phone, channel, ip }: { phone: string; channel: "call" | "sms"; ip: string },
): Promise<TCodeSent> {
  const now = deps.now();
  const code = generateSignInCode();
  const reserved = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-code:${phone}`}))`);
    const t = (ms: number) => new Date(now.getTime() - ms);
    const [counts] = await queryRows<
      TSendCounts & { phone_oldest: Date | string | null; ip_oldest: Date | string | null }
    >(
      tx,
      sql`select
            count(*) filter (where phone = ${phone} and created_at > ${t(CODE_LIMITS.perPhoneWindow.ms)})::int as phone_window,
            count(*) filter (where phone = ${phone} and created_at > ${t(CODE_LIMITS.perPhoneDay.ms)})::int as phone_day,
            count(*) filter (where ip = ${ip} and created_at > ${t(CODE_LIMITS.perIpWindow.ms)})::int as ip_window,
            count(*) filter (where ip = ${ip} and created_at > ${t(CODE_LIMITS.perIpDay.ms)})::int as ip_day,
            min(created_at) filter (where phone = ${phone} and created_at > ${t(CODE_LIMITS.perPhoneWindow.ms)}) as phone_oldest,
            min(created_at) filter (where ip = ${ip} and created_at > ${t(CODE_LIMITS.perIpWindow.ms)}) as ip_oldest
          from phone_codes
          where (phone = ${phone} or ip = ${ip}) and created_at > ${t(CODE_LIMITS.perPhoneDay.ms)}`,
    );
    const c = counts ?? {
      phone_window: 0,
      phone_day: 0,
      ip_window: 0,
      ip_day: 0,
      phone_oldest: null,
      ip_oldest: null,
    };
    if (c.phone_day >= CODE_LIMITS.perPhoneDay.max) {
      return {
        refused: new AccountError(429, ACCOUNT_MESSAGES.tooManyCodesDay, "too_many", {
          retryAfterSeconds: 86_400,
        }),
      };
    }
    if (c.phone_window >= CODE_LIMITS.perPhoneWindow.max) {
      return {
        refused: new AccountError(429, ACCOUNT_MESSAGES.tooManyCodesWindow, "too_many", {
          retryAfterSeconds: secondsUntil(c.phone_oldest, CODE_LIMITS.perPhoneWindow.ms, now),
        }),
      };
    }
    const perAddress = deps.codeAddressLimits;
    if (c.ip_day >= perAddress.day || c.ip_window >= perAddress.window) {
      const retry =
        c.ip_day >= perAddress.day ? 86_400 : secondsUntil(c.ip_oldest, CODE_LIMITS.perIpWindow.ms, now);
      return {
        refused: new AccountError(429, ACCOUNT_MESSAGES.tooManyFromAddress, "too_many", {
          retryAfterSeconds: retry,
        }),
      };
    }
    // the phone's rows older than a day are never read again
    await tx.execute(
      sql`delete from phone_codes where phone = ${phone} and created_at <= ${t(CODE_LIMITS.perPhoneDay.ms)}`,
    );
    const [row] = await tx
      .insert(phoneCodes)
      .values({
        phone,
        channel,
        codeHash: hashSignInCode(deps.codeKey, phone, code),
        ip,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_LIMITS.lifetimeMs),
      })
      .returning({ id: phoneCodes.id });
    return { id: row?.id ?? 0 };
  });
  if ("refused" in reserved) throw reserved.refused;
  try {
    await deps.sms.send({
      phone,
      channel,
      text: channel === "call" ? callingNumberFor(code) : `Код для входа: ${code}`,
    });
  } catch (error) {
    if (!(error instanceof SmsGatewayError)) throw error;
    await deps.db.delete(phoneCodes).where(eq(phoneCodes.id, reserved.id));
    throw new AccountError(503, ACCOUNT_MESSAGES.serverErrorRetryLater, "provider");
  }
  return {
    message: channel === "call" ? ACCOUNT_MESSAGES.callSent : ACCOUNT_MESSAGES.smsSent,
    channel,
    hint: codeHelperText(channel),
    resend_after_seconds: CODE_LIMITS.resendAfterSeconds,
  };
}
