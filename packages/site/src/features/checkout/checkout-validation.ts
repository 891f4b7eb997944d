import { isValidEmail } from "@optika/domain/forms";
import { validateContacts } from "../appointments/contacts-validation.ts";
import { checkoutMessages as m } from "./messages.ts";

export type TCheckoutFieldErrors = Partial<Record<"name" | "phone" | "email" | "form", string>>;

/**
 * The checkout's contacts, by the rules of the shop's other contact forms (name at least 2
 * characters, the phone by the mask with its message) plus an optional e-mail that must look like one.
 */
export function validateCheckoutForm(values: {
  name: string;
  phone: string;
  email: string;
}): TCheckoutFieldErrors {
  const { name, phone } = validateContacts(
    { name: values.name, phone: values.phone },
    { needsConsent: false },
  );
  const errors: TCheckoutFieldErrors = {};
  if (name) errors.name = name;
  if (phone) errors.phone = phone;
  if (values.email.trim() !== "" && !isValidEmail(values.email)) errors.email = m.invalidEmail;
  return errors;
}
