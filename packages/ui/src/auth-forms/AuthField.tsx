import { type ReactNode, useRef } from "react";
import { Button } from "../button/Button.tsx";
import { describedBy, FormField } from "../form/FormField.tsx";
import type { TPhoneInput } from "../form/PlainPhoneInput.tsx";
import { submitUnlessDisabled } from "../form/submit-handler.ts";
import styles from "./auth-forms.module.css";
import { authFormMessages as m } from "./messages.ts";
import { useRefusalFocus } from "./use-refusal-focus.ts";

/** 'Телефон' with the form's phone input, its placeholder and its error. */
export function AuthPhoneField({
  id,
  value,
  error,
  autoComplete = "tel",
  isReadOnly = false,
  onChange,
  PhoneInput,
}: {
  id: string;
  value: string;
  error: string | undefined;
  /** 'username' where the phone signs in with a password (password managers pair them) */
  autoComplete?: "tel" | "username";
  isReadOnly?: boolean;
  onChange: (value: string) => void;
  PhoneInput: TPhoneInput;
}) {
  return (
    <FormField id={id} label={m.phone} error={error}>
      <PhoneInput
        id={id}
        className={styles.input}
        type="tel"
        inputMode="tel"
        autoComplete={autoComplete}
        name="phone"
        placeholder={m.phonePlaceholder}
        value={value}
        {...(isReadOnly ? { readOnly: true } : {})}
        onChange={(e) => onChange(e.target.value)}
        {...describedBy(id, error)}
      />
    </FormField>
  );
}

/**
 * The form element: Enter submits unless the submit button is disabled; busy while loading; a
 * refused submit puts the caret in the first invalid field.
 */
export function AuthForm({
  isDisabled,
  isLoading,
  onSubmit,
  children,
}: {
  isDisabled: boolean;
  isLoading: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  const awaitAnswer = useRefusalFocus(form, isLoading);
  return (
    <form
      ref={form}
      className={styles.form}
      noValidate
      onSubmit={submitUnlessDisabled(isDisabled, () => {
        awaitAnswer();
        onSubmit();
      })}
      aria-busy={isLoading}
    >
      {children}
    </form>
  );
}

/** The submit button ('Загрузка...' while loading) and any buttons under it. */
export function AuthActions({
  label,
  isDisabled,
  isLoading,
  children,
}: {
  label: string;
  isDisabled: boolean;
  isLoading: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={styles.actions}>
      <Button type="submit" size="lg" fullWidth disabled={isDisabled}>
        {isLoading ? m.loading : label}
      </Button>
      {children}
    </div>
  );
}
