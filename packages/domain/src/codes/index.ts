export {
  CODE_LENGTH,
  codeHelperText,
  isRecaptchaRequired,
  RECAPTCHA_SIMULATOR_TOKEN,
  sanitizeCodeInput,
  type TCodeChannel,
  validateLoyaltyPin,
  validateSignInCode,
} from "./code-rules.ts";
export { codeMessages } from "./messages.ts";
