import { PHONE_MASK, phoneNationalDigits } from "@optika/domain/phone";
import { InputMask, type Track } from "@react-input/mask";
import type { InputHTMLAttributes } from "react";

/** The domain's mask `+7 (XXX) XXX XX XX` (spec §5) for the input-mask library: `_` takes a digit. */
const MASK = PHONE_MASK.replaceAll("X", "_");
const REPLACEMENT = { _: /\d/ };
/** Where the first national digit goes in the masked value. */
const FIRST_DIGIT_AT = MASK.indexOf("_");

/**
 * What the mask receives: typed or pasted text at the start is read by the domain's rules
 * ("+7…", "8…" and "7…" lose their country prefix; a first digit other than 1–6 or 9 is refused);
 * later, only digits.
 */
export const trackPhoneInput: Track = ({ inputType, data, selectionStart }) => {
  if (inputType !== "insert" || data === null) return data;
  if (selectionStart <= FIRST_DIGIT_AT) return phoneNationalDigits(data);
  return data.replace(/\D/g, "");
};

/**
 * The shop's one phone field: caret-friendly masking (`@react-input/mask`) and the domain's digit
 * rules; the value is the masked text ('+7 (912) 345 67 89'). The field owns what is typed: a
 * `value` (the auth forms') only starts it, like `defaultValue` (the appointment and review
 * forms'); a controlled value re-rendered between fast keystrokes could put an older value back
 * and drop digits. The forms that carry a phone from another dialog mount a new field with it.
 */
export function PhoneInput({ value, defaultValue, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <InputMask
      mask={MASK}
      replacement={REPLACEMENT}
      track={trackPhoneInput}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={MASK}
      defaultValue={value ?? defaultValue}
      {...props}
    />
  );
}
