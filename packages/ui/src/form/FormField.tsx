import type { ReactNode } from "react";
import styles from "./form-parts.module.css";

/**
 * Label, control, then an error or a hint under it. The error is announced (role alert) unless
 * `isErrorQuiet` (the cooperation form shows its errors without interrupting).
 */
export function FormField({
  id,
  label,
  error,
  hint,
  hintClassName,
  isErrorQuiet = false,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  hintClassName?: string | undefined;
  isErrorQuiet?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className={styles.error} {...(isErrorQuiet ? {} : { role: "alert" })}>
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className={hintClassName}>
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
