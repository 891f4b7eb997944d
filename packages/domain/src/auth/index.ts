export {
  canRequestPasswordAgain,
  canResendCode,
  loyaltyPhonePrefill,
  PASSWORD_REREQUEST_INTERVAL_MS,
  PHONE_POPUP_RESET_DELAY_MS,
  RESEND_TIMER_SECONDS,
  resendSecondsLeft,
  startResendTimer,
  type TResendTimer,
} from "./auth-timing.ts";
export { authMessages } from "./messages.ts";
