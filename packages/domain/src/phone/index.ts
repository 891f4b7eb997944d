export { phoneMessages } from "./messages.ts";
export {
  formatPhoneInput,
  isPhoneComplete,
  PHONE_MASK,
  PHONE_MASK_MIN_LENGTH,
  PHONE_NATIONAL_LENGTH,
  phoneDigitsForApi,
  phoneNationalDigits,
  phoneWithPlus,
  untruncatedNationalDigits,
} from "./phone-mask.ts";
export { PHONE_INVALID_MESSAGE_BY_FORM, type TPhoneForm, validatePhone } from "./phone-validation.ts";
