import { isValidEmail } from "../forms/cooperation-form.ts";
import { formMessages } from "../forms/messages.ts";
import { validatePhone } from "../phone/phone-validation.ts";
import { reviewMessages } from "./messages.ts";

/** Bounds of the review and question forms (the contract and the form both use them). */
export const REVIEW_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  textMin: 10,
  textMax: 2_000,
  ratingMin: 1,
  ratingMax: 5,
} as const;

export type TReviewForm = {
  readonly name: string;
  readonly phone: string;
  /** clinic or shop id; 0 or less = none chosen */
  readonly storeId: number;
  /** 1…5; 0 = none chosen */
  readonly rating: number;
  readonly text: string;
};

export type TReviewFormErrors = Partial<Record<keyof TReviewForm, string>>;

function nameError(raw: string): string | undefined {
  const name = raw.trim();
  if (name === "") return formMessages.required;
  if (name.length < REVIEW_LIMITS.nameMin) return formMessages.nameMin;
  if (name.length > REVIEW_LIMITS.nameMax) return reviewMessages.nameMax;
  return undefined;
}

function textError(raw: string): string | undefined {
  const text = raw.trim();
  if (text === "") return formMessages.required;
  if (text.length < REVIEW_LIMITS.textMin) return formMessages.textMin;
  if (text.length > REVIEW_LIMITS.textMax) return reviewMessages.textMax;
  return undefined;
}

/** Field errors of the review form (empty object when valid); the phone follows the notification form's rules. */
export function validateReviewForm(form: TReviewForm): TReviewFormErrors {
  const errors: TReviewFormErrors = {};
  const name = nameError(form.name);
  if (name) errors.name = name;
  const phone = validatePhone(form.phone, "notification");
  if (phone) errors.phone = phone;
  if (!Number.isInteger(form.storeId) || form.storeId <= 0) errors.storeId = reviewMessages.clinicRequired;
  if (
    !Number.isInteger(form.rating) ||
    form.rating < REVIEW_LIMITS.ratingMin ||
    form.rating > REVIEW_LIMITS.ratingMax
  )
    errors.rating = reviewMessages.ratingRequired;
  const text = textError(form.text);
  if (text) errors.text = text;
  return errors;
}

export type TQuestionForm = {
  readonly name: string;
  /** a phone or an e-mail */
  readonly contact: string;
  /** topic slug; "" = none chosen */
  readonly topic: string;
  readonly text: string;
};

export type TQuestionFormErrors = Partial<Record<keyof TQuestionForm, string>>;

/** Whether a contact reads as an e-mail (has "@") rather than a phone. */
export function isEmailContact(contact: string): boolean {
  return contact.includes("@");
}

/** Field errors of the question form: name, a phone (notification rules) or an e-mail, a topic, the text. */
export function validateQuestionForm(form: TQuestionForm): TQuestionFormErrors {
  const errors: TQuestionFormErrors = {};
  const name = nameError(form.name);
  if (name) errors.name = name;
  const contact = form.contact.trim();
  if (contact === "") errors.contact = reviewMessages.contactRequired;
  else if (isEmailContact(contact)) {
    if (!isValidEmail(contact)) errors.contact = formMessages.invalidEmail;
  } else {
    const phone = validatePhone(contact, "notification");
    if (phone) errors.contact = phone;
  }
  if (form.topic.trim() === "") errors.topic = reviewMessages.topicRequired;
  const text = textError(form.text);
  if (text) errors.text = text;
  return errors;
}
