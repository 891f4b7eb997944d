import { type TPhoneForm, validatePhone } from "../phone/phone-validation.ts";
import { formMessages } from "./messages.ts";

export type TContactRequestErrors = { name?: string; phone?: string };

/** Notification and out-of-stock forms: name required, phone required and complete (18 masked characters). */
export function validateContactRequest(
  form: { readonly name: string; readonly phone: string },
  phoneForm: Extract<TPhoneForm, "notification" | "outOfStockRequest" | "quickAppointment"> = "notification",
): TContactRequestErrors {
  const errors: TContactRequestErrors = {};
  if (form.name.trim() === "") errors.name = formMessages.required;
  const phone = validatePhone(form.phone, phoneForm);
  if (phone) errors.phone = phone;
  return errors;
}
