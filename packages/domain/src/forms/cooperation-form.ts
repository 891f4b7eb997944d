import { LIMITS } from "../constants/business-constants.ts";
import { validatePhone } from "../phone/phone-validation.ts";
import { formMessages } from "./messages.ts";

export type TCooperationForm = {
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly text: string;
  readonly policyRead: boolean;
  readonly processingConsent: boolean;
};

export type TCooperationErrors = Partial<Record<keyof TCooperationForm, string>>;

/** A practical e-mail check: one "@", no spaces, a dot in the domain. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** Field errors of the cooperation enquiry (empty object when valid). */
export function validateCooperationForm(form: TCooperationForm): TCooperationErrors {
  const errors: TCooperationErrors = {};
  const name = form.name.trim();
  if (name === "") errors.name = formMessages.required;
  else if (name.length < LIMITS.cooperationNameMin) errors.name = formMessages.nameMin;
  const phone = validatePhone(form.phone, "cooperation");
  if (phone) errors.phone = phone;
  if (form.email.trim() === "") errors.email = formMessages.required;
  else if (!isValidEmail(form.email)) errors.email = formMessages.invalidEmail;
  const text = form.text.trim();
  if (text === "") errors.text = formMessages.required;
  else if (text.length < LIMITS.cooperationTextMin) errors.text = formMessages.textMin;
  if (!form.policyRead) errors.policyRead = formMessages.consentRequired;
  if (!form.processingConsent) errors.processingConsent = formMessages.consentRequired;
  return errors;
}

/** The send button: enabled once both consents are ticked and while not sending; its label. */
export function cooperationSendButton(state: {
  readonly policyRead: boolean;
  readonly processingConsent: boolean;
  readonly isSending: boolean;
}) {
  return {
    isDisabled: !state.policyRead || !state.processingConsent || state.isSending,
    label: state.isSending ? formMessages.sending : formMessages.send,
  };
}

/** Thank-you text: the site variable, else the default. */
export function cooperationThanksText(siteVariable: string | null | undefined): string {
  return siteVariable?.trim() || formMessages.cooperationThanks;
}
