import type { ComponentType, InputHTMLAttributes, ReactNode } from "react";
import styles from "./auth-forms.module.css";

/** The phone input a form renders: a plain input by default; the site passes its masked one. */
export type TPhoneInput = ComponentType<InputHTMLAttributes<HTMLInputElement> & { value: string }>;

export function PlainPhoneInput(props: InputHTMLAttributes<HTMLInputElement> & { value: string }) {
  return <input {...props} />;
}

/** Label, control, then an error (role alert) or a hint under it. */
export function AuthField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** aria attributes that tie an input to its message. */
export function describedBy(id: string, error: string | undefined, hint?: string | undefined) {
  if (error) return { "aria-invalid": true as const, "aria-describedby": `${id}-error` };
  if (hint) return { "aria-describedby": `${id}-hint` };
  return {};
}

export const phoneInputProps = {
  type: "tel",
  inputMode: "tel",
  autoComplete: "tel",
  name: "phone",
} as const;
