import { TIMINGS_MS } from "../constants/business-constants.ts";

export const PASSWORD_REREQUEST_INTERVAL_MS = TIMINGS_MS.passwordReRequestAfter;
export const RESEND_TIMER_SECONDS = TIMINGS_MS.smsResendTimer / 1000;
export const PHONE_POPUP_RESET_DELAY_MS = TIMINGS_MS.phonePopupReset;
export const SIGN_IN_CODE_LIFETIME_MS = TIMINGS_MS.signInCodeLifetime;

/**
 * A new password may be requested when more than 1 minute has passed since the stored timestamp
 * (milliseconds); no (or an unreadable) timestamp allows it.
 */
export function canRequestPasswordAgain(
  storedTimestampMs: number | null | undefined,
  nowMs: number,
): boolean {
  if (storedTimestampMs === null || storedTimestampMs === undefined || !Number.isFinite(storedTimestampMs))
    return true;
  return nowMs - storedTimestampMs > PASSWORD_REREQUEST_INTERVAL_MS;
}

/** The resend timer: started at `startedAtMs`, it runs 60 s. */
export type TResendTimer = { readonly startedAtMs: number };

export function startResendTimer(nowMs: number): TResendTimer {
  return { startedAtMs: nowMs };
}

/** Whole seconds left on the timer (60 … 0). */
export function resendSecondsLeft(timer: TResendTimer, nowMs: number): number {
  const leftMs = timer.startedAtMs + RESEND_TIMER_SECONDS * 1000 - nowMs;
  return Math.min(RESEND_TIMER_SECONDS, Math.max(0, Math.ceil(leftMs / 1000)));
}

/** The resend link is disabled until the timer reaches 0. */
export function canResendCode(timer: TResendTimer | null, nowMs: number): boolean {
  return timer === null || resendSecondsLeft(timer, nowMs) === 0;
}

/** A code sent when the timer started is still valid (the API keeps it 5 minutes). */
export function isCodeStillValid(timer: TResendTimer, nowMs: number): boolean {
  return nowMs - timer.startedAtMs < SIGN_IN_CODE_LIFETIME_MS;
}

/**
 * The loyalty phone field is prefilled, and locked, for a known user with the phone without its
 * first digit (the mask adds +7): "79123456789" → "9123456789".
 */
export function loyaltyPhonePrefill(userPhone: string | null | undefined): string {
  const digits = (userPhone ?? "").replace(/\D/g, "");
  return digits.slice(1);
}
