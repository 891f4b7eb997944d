import { phoneMessages } from "./messages.ts";
import { isPhoneComplete, PHONE_NATIONAL_LENGTH, untruncatedNationalDigits } from "./phone-mask.ts";

/** Forms with a phone field; each answers an incomplete number with its own message. */
export type TPhoneForm =
  | "login"
  | "registration"
  | "requestPassword"
  | "phoneSignIn"
  | "loyaltySignIn"
  | "cooperation"
  | "notification"
  | "outOfStockRequest"
  | "quickAppointment";

export const PHONE_INVALID_MESSAGE_BY_FORM: Readonly<Record<TPhoneForm, string>> = {
  login: phoneMessages.dialledWrong,
  registration: phoneMessages.dialledWrong,
  requestPassword: phoneMessages.dialledWrong,
  phoneSignIn: phoneMessages.wrongNumberFormat,
  loyaltySignIn: phoneMessages.wrongInputFormat,
  cooperation: phoneMessages.invalidPhone,
  notification: phoneMessages.wrongNumberFormat,
  outOfStockRequest: phoneMessages.wrongNumberFormat,
  quickAppointment: phoneMessages.dialledWrong,
};

/**
 * The message to show under a phone field, or null when the phone is valid. Letters or other
 * characters a phone never has → the form's own message; no digits the mask would keep (empty,
 * "+7 (") → 'Обязательно к заполнению'; fewer or more than 10 national digits (masked length ≠ 18)
 * → the form's own message.
 */
export function validatePhone(raw: string, form: TPhoneForm): string | null {
  const invalid = PHONE_INVALID_MESSAGE_BY_FORM[form];
  if (/[^\d\s+()-]/.test(raw)) return invalid;
  const national = untruncatedNationalDigits(raw);
  if (national === "") return phoneMessages.required;
  if (national.length > PHONE_NATIONAL_LENGTH || !isPhoneComplete(raw)) return invalid;
  return null;
}
