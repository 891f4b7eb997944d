import { phoneNationalDigits } from "@optika/domain/phone";
import { InputMask, type Track } from "@react-input/mask";
import type { InputHTMLAttributes } from "react";

/** The mask `+7 (XXX) XXX XX XX` (spec §5) for the input-mask library: `_` takes a digit. */
const MASK = "+7 (___) ___ __ __";
const REPLACEMENT = { _: /\d/ };
/** Where the first national digit goes in the masked value. */
const FIRST_DIGIT_AT = 4;

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
 * A phone field with caret-friendly masking (`@react-input/mask`) and the domain's digit rules. The
 * field owns what is typed (the form's `value` only starts it): a controlled value re-rendered
 * between fast keystrokes could put an older value back and drop digits. The forms that carry a
 * phone from another dialog mount a new field with it.
 */
export function PhoneInput({ value, ...props }: InputHTMLAttributes<HTMLInputElement> & { value: string }) {
  return (
    <InputMask
      mask={MASK}
      replacement={REPLACEMENT}
      track={trackPhoneInput}
      defaultValue={value}
      {...props}
    />
  );
}
