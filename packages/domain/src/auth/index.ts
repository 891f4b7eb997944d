export {
  canRequestPasswordAgain,
  canResendCode,
  isCodeStillValid,
  loyaltyPhonePrefill,
  PASSWORD_REREQUEST_INTERVAL_MS,
  PHONE_POPUP_RESET_DELAY_MS,
  RESEND_TIMER_SECONDS,
  resendSecondsLeft,
  SIGN_IN_CODE_LIFETIME_MS,
  startResendTimer,
  type TResendTimer,
} from "./auth-timing.ts";
export { authMessages } from "./messages.ts";
