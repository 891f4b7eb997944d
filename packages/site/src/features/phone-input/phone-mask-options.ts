import type { MaskitoOptions, MaskitoPostprocessor, MaskitoPreprocessor } from "@maskito/core";
import { formatPhoneInput, PHONE_MASK, phoneNationalDigits } from "@optika/domain/phone";

/** What an empty field shows: the domain's mask with a `_` for each digit. */
export const PHONE_PLACEHOLDER = PHONE_MASK.replaceAll("X", "_");
/** Where the first national digit goes in the masked value. */
const FIRST_DIGIT_AT = PHONE_MASK.indexOf("X");
/** '+7 (': what every masked value starts with. */
const MASKED_START = PHONE_MASK.slice(0, FIRST_DIGIT_AT);

/**
 * Typed or pasted text that lands before the first national digit is read by the domain's rules
 * ("+7…", "8…" and "7…" lose their country prefix; a first digit other than 1–6 or 9 is refused);
 * later, only its digits count. A whole value put in without a keystroke (the browser's autofill,
 * '89123456789') is read by the same rules, unless it is masked already.
 */
const readTypedDigits: MaskitoPreprocessor = ({ elementState, data }, actionType) => {
  if (actionType === "validation") {
    const { value } = elementState;
    if (value === "" || value.startsWith(MASKED_START)) return { elementState, data };
    const formatted = formatPhoneInput(value);
    return { elementState: { value: formatted, selection: [formatted.length, formatted.length] }, data };
  }
  if (actionType !== "insert") return { elementState, data };
  const [from] = elementState.selection;
  return { elementState, data: from <= FIRST_DIGIT_AT ? phoneNationalDigits(data) : data.replace(/\D/g, "") };
};

/** A field left with only '+7 (' (every digit erased) is empty again, showing the placeholder. */
const clearBarePrefix: MaskitoPostprocessor = (elementState) =>
  elementState.value.length <= FIRST_DIGIT_AT ? { value: "", selection: [0, 0] } : elementState;

/**
 * An edit that would leave a first national digit other than 1–6 or 9 is refused, as typing one
 * is: erasing the '9' of '+7 (981) …' would shift '8' to the front, a number the shop refuses on
 * submit (spec: the first digit after +7).
 */
const keepFirstDigitACode: MaskitoPostprocessor = (elementState, initialElementState) => {
  const digits = elementState.value.slice(FIRST_DIGIT_AT).replace(/\D/g, "");
  return phoneNationalDigits(elementState.value) === digits ? elementState : initialElementState;
};

export const phoneMaskOptions: MaskitoOptions = {
  mask: Array.from(PHONE_MASK, (char) => (char === "X" ? /\d/ : char)),
  preprocessors: [readTypedDigits],
  postprocessors: [clearBarePrefix, keepFirstDigitACode],
};
