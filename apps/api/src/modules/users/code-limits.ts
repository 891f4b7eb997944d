import { SIGN_IN_CODE_LIFETIME_MS } from "@optika/domain/auth";

/** Rules of the sign-in codes (decision 0026). */
export const CODE_LIMITS = {
  /** a code is valid this long */
  lifetimeMs: SIGN_IN_CODE_LIFETIME_MS,
  /** wrong tries per code; the last one kills it */
  attemptsPerCode: 5,
  /** sends per phone */
  perPhoneWindow: { max: 3, ms: 15 * 60_000 },
  perPhoneDay: { max: 10, ms: 24 * 60 * 60_000 },
  /** sends per client address */
  perIpWindow: { max: 10, ms: 15 * 60_000 },
  perIpDay: { max: 30, ms: 24 * 60 * 60_000 },
  /** the resend timer the dialog shows (spec §9) */
  resendAfterSeconds: 60,
} as const;
