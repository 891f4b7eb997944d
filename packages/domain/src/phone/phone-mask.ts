import { LIMITS } from "../constants/business-constants.ts";

export const PHONE_MASK = "+7 (XXX) XXX XX XX";
export const PHONE_MASK_MIN_LENGTH = LIMITS.phoneMaskMinLength;
export const PHONE_NATIONAL_LENGTH = 10;
/** The first digit after +7 must be one of these. */
const FIRST_DIGIT = /[1-69]/;

/**
 * The 10 national digits in a typed or pasted value. "+7…" drops its 7; "8…" and "7…" are read as
 * the country prefix too (a national number never starts with 7 or 8); a first digit that is not
 * 1–6 or 9 is refused, as the mask refuses it; anything past 10 digits is ignored.
 */
export function phoneNationalDigits(raw: string): string {
  return untruncatedNationalDigits(raw).slice(0, PHONE_NATIONAL_LENGTH);
}

/** National digits before the 10-digit cut, to tell a pasted over-long number from a valid one. */
export function untruncatedNationalDigits(raw: string): string {
  let digits = raw.replace(/\D/g, "");
  if (raw.trimStart().startsWith("+7") || /^[78]/.test(digits)) digits = digits.slice(1);
  while (digits !== "" && !FIRST_DIGIT.test(digits.charAt(0))) digits = digits.slice(1);
  return digits;
}

/**
 * Formats as typed into the mask `+7 (XXX) XXX XX XX`: "9" → "+7 (9", "9123" → "+7 (912) 3",
 * "89123456789" → "+7 (912) 345 67 89". Nothing typed → "".
 */
export function formatPhoneInput(raw: string): string {
  const d = phoneNationalDigits(raw);
  if (d === "") return "";
  let text = `+7 (${d.slice(0, 3)}`;
  if (d.length > 3) text += `) ${d.slice(3, 6)}`;
  if (d.length > 6) text += ` ${d.slice(6, 8)}`;
  if (d.length > 8) text += ` ${d.slice(8, 10)}`;
  return text;
}

/** True when the value holds a whole phone number (masked length ≥ 18). */
export function isPhoneComplete(raw: string): boolean {
  return formatPhoneInput(raw).length >= PHONE_MASK_MIN_LENGTH;
}

/** Digits-only form the API takes: "+7 (912) 345 67 89" → "79123456789"; "" when nothing typed. */
export function phoneDigitsForApi(raw: string): string {
  const d = phoneNationalDigits(raw);
  return d === "" ? "" : `7${d}`;
}

/** "+"-prefixed digits for the cooperation form: "+79123456789"; "" when nothing typed. */
export function phoneWithPlus(raw: string): string {
  const digits = phoneDigitsForApi(raw);
  return digits === "" ? "" : `+${digits}`;
}
