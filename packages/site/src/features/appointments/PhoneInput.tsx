import { phoneNationalDigits } from "@optika/domain/phone";
import { InputMask, type Track } from "@react-input/mask";
import type { InputHTMLAttributes } from "react";

/** The domain's mask `+7 (XXX) XXX XX XX` for @react-input/mask: `_` is one digit. */
export const PHONE_INPUT_MASK = "+7 (___) ___ __ __";
const FIRST_DIGIT_AT = PHONE_INPUT_MASK.indexOf("_");

/**
 * What reaches the mask: a paste or typing at the start is read as the domain reads a phone
 * ("8 912…", "+7912…", "912…" all give 912…, a first digit other than 1–6 or 9 is refused).
 */
const track: Track = ({ inputType, data, selectionStart }) => {
  if (inputType !== "insert" || data === null) return data;
  if (selectionStart <= FIRST_DIGIT_AT || data.length > 1) return phoneNationalDigits(data);
  return data;
};

/** A phone field with the shop's mask; the value is the masked text ('+7 (912) 345 67 89'). */
export function PhoneInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  return (
    <InputMask
      mask={PHONE_INPUT_MASK}
      replacement={{ _: /\d/ }}
      track={track}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+7 (___) ___ __ __"
      {...props}
    />
  );
}
