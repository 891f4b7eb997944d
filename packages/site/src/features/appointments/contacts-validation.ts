import { APPOINTMENT_FIELD_MAX, appointmentMessages as domainMessages } from "@optika/domain/appointments";
import { validateContactRequest } from "@optika/domain/forms";

export type TContactsValues = { name: string; phone: string; comment?: string; consent?: boolean };
export type TContactsErrors = Partial<Record<"name" | "phone" | "comment" | "consent" | "form", string>>;

export const NAME_MAX = APPOINTMENT_FIELD_MAX.name;
export const COMMENT_MAX = APPOINTMENT_FIELD_MAX.comment;

/**
 * Field messages for the contacts of a booking or a quick request, the API contract's rules
 * (domain): name required, at least 2 characters; the phone by the mask rules with the
 * appointment forms' message; consent when the form asks for it.
 */
export function validateContacts(values: TContactsValues, o: { needsConsent: boolean }): TContactsErrors {
  const errors: TContactsErrors = { ...validateContactRequest(values, "quickAppointment") };
  if (!errors.name && values.name.trim().length < 2) errors.name = domainMessages.nameMin;
  if (values.name.length > NAME_MAX || (values.comment ?? "").length > COMMENT_MAX)
    errors[values.name.length > NAME_MAX ? "name" : "comment"] = domainMessages.tooLong;
  if (o.needsConsent && !values.consent) errors.consent = domainMessages.consentRequired;
  return errors;
}
