export {
  CODE_LENGTH,
  codeHelperText,
  isRecaptchaRequired,
  sanitizeCodeInput,
  type TCodeChannel,
  validateLoyaltyPin,
  validateSignInCode,
} from "./code-rules";
export { codeMessages } from "./messages";
