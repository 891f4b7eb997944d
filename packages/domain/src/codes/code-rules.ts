import { LIMITS } from "../constants/business-constants.ts";
import { codeMessages } from "./messages.ts";

export const CODE_LENGTH = LIMITS.codeLength;
/** How the sign-in code was sent: a call (the last 4 digits of the calling number) or an SMS. */
export type TCodeChannel = "call" | "sms";

/** What the code field keeps while typing: digits only, at most 4. */
export function sanitizeCodeInput(raw: string): string {
  return raw.replace(/\D/g, "").slice(0, CODE_LENGTH);
}

function validateFourDigits(value: string, lengthMessage: string): string | null {
  const trimmed = value.trim();
  if (trimmed === "") return codeMessages.required;
  return /^\d{4}$/.test(trimmed) ? null : lengthMessage;
}

/** MyACUVUE PIN: required, exactly 4 digits ('Пин-код должен состоять из 4х символов'). */
export function validateLoyaltyPin(value: string): string | null {
  return validateFourDigits(value, codeMessages.pinLength);
}

/** Phone sign-in code: required, exactly 4 digits ('Код должен состоять из 4х символов'). */
export function validateSignInCode(value: string): string | null {
  return validateFourDigits(value, codeMessages.codeLength);
}

/** Helper text under the code field: the call's last 4 digits, or the SMS after a resend. */
export function codeHelperText(channel: TCodeChannel): string {
  return channel === "call" ? codeMessages.callHint : codeMessages.smsHint;
}

/**
 * The answer the offline reCAPTCHA accepts: the API's simulator verifier (no secret key configured)
 * and the storefront's stand-in checkbox (no site key in the config) both use it.
 */
export const RECAPTCHA_SIMULATOR_TOKEN = "recaptcha-test-pass";

/** Recaptcha is shown only when the config flag `useReCaptchaForAuth` is nonzero. */
export function isRecaptchaRequired(
  useReCaptchaForAuth: number | string | boolean | null | undefined,
): boolean {
  return Boolean(Number(useReCaptchaForAuth ?? 0));
}
