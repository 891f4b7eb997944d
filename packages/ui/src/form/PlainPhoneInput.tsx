import type { ComponentType, InputHTMLAttributes } from "react";

/** The phone input a form renders: a plain input by default; the site passes its masked one. */
export type TPhoneInput = ComponentType<InputHTMLAttributes<HTMLInputElement> & { value: string }>;

export function PlainPhoneInput(props: InputHTMLAttributes<HTMLInputElement> & { value: string }) {
  return <input {...props} />;
}
