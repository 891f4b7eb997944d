import type { FormEvent } from "react";
import { useId } from "react";
import { Button } from "../button/Button.tsx";
import { AuthField, describedBy, PlainPhoneInput, phoneInputProps, type TPhoneInput } from "./AuthField.tsx";
import styles from "./auth-forms.module.css";
import { authFormMessages as m } from "./messages.ts";

export type TLoginValues = { phone: string; password: string };
export type TAuthFieldErrors<K extends string> = Partial<Record<K, string>>;

export interface ILoginFormProps {
  values: TLoginValues;
  errors: TAuthFieldErrors<keyof TLoginValues>;
  /** a message for the whole form (wrong password, server down) */
  formError?: string | null;
  isLoading: boolean;
  onChange: (field: keyof TLoginValues, value: string) => void;
  onSubmit: () => void;
  onRegisterClick: () => void;
  onRequestPasswordClick: () => void;
  PhoneInput?: TPhoneInput;
}

/** True while 'Войти' must stay disabled: a field is empty, or a request is on its way (spec §5). */
export function isLoginDisabled(values: TLoginValues, isLoading: boolean): boolean {
  return isLoading || values.phone.trim() === "" || values.password === "";
}

/** Phone and password; 'Войти' (Enter submits), 'Зарегистрироваться', and the password request. */
export function LoginForm({
  values,
  errors,
  formError,
  isLoading,
  onChange,
  onSubmit,
  onRegisterClick,
  onRequestPasswordClick,
  PhoneInput = PlainPhoneInput,
}: ILoginFormProps) {
  const id = useId();
  const isDisabled = isLoginDisabled(values, isLoading);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isDisabled) onSubmit();
  };
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={isLoading}>
      <AuthField id={`${id}-phone`} label={m.phone} error={errors.phone}>
        <PhoneInput
          id={`${id}-phone`}
          className={styles.input}
          {...phoneInputProps}
          autoComplete="username"
          placeholder={m.phonePlaceholder}
          value={values.phone}
          onChange={(e) => onChange("phone", e.target.value)}
          {...describedBy(`${id}-phone`, errors.phone)}
        />
      </AuthField>
      <AuthField id={`${id}-password`} label={m.password} error={errors.password}>
        <input
          id={`${id}-password`}
          className={styles.input}
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(e) => onChange("password", e.target.value)}
          {...describedBy(`${id}-password`, errors.password)}
        />
      </AuthField>
      {formError ? (
        <p className={styles.alert} role="alert">
          {formError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth disabled={isDisabled}>
          {isLoading ? m.loading : m.signIn}
        </Button>
        <Button variant="secondary" size="lg" fullWidth onClick={onRegisterClick}>
          {m.register}
        </Button>
      </div>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={onRequestPasswordClick}>
          {m.forgotPassword}
        </button>
      </div>
    </form>
  );
}
