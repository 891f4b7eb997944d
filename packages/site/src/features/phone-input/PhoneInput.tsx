import { useMaskito } from "@maskito/react";
import { formatPhoneInput } from "@optika/domain/phone";
import type { InputHTMLAttributes } from "react";
import { PHONE_PLACEHOLDER, phoneMaskOptions } from "./phone-mask-options.ts";

/**
 * The shop's one phone field: the domain's mask `+7 (XXX) XXX XX XX` (spec §5) and digit rules,
 * kept by Maskito (decision 0057), which handles each keystroke in its `beforeinput` event, so keys
 * typed back to back on a busy phone all land. The value is the masked text ('+7 (912) 345 67 89').
 * The field owns what is typed: a `value` (the auth forms') only starts it, like `defaultValue`
 * (the appointment and review forms'), formatted by the domain; the forms that carry a phone from
 * another dialog mount a new field with it.
 */
export function PhoneInput({ value, defaultValue, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  const maskRef = useMaskito({ options: phoneMaskOptions });
  const initial = value ?? defaultValue;
  return (
    <input
      ref={maskRef}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={PHONE_PLACEHOLDER}
      defaultValue={typeof initial === "string" ? formatPhoneInput(initial) : initial}
      {...props}
    />
  );
}
