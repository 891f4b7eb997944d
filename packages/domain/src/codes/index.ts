export {
  CODE_LENGTH,
  codeHelperText,
  isRecaptchaRequired,
  sanitizeCodeInput,
  type TCodeChannel,
  validateLoyaltyPin,
  validateSignInCode,
} from "./code-rules.ts";
export { codeMessages } from "./messages.ts";
