import type { FormEvent } from "react";
import { useId } from "react";
import { Button } from "../button/Button.tsx";
import { AuthField, describedBy, PlainPhoneInput, phoneInputProps, type TPhoneInput } from "./AuthField.tsx";
import styles from "./auth-forms.module.css";
import type { TAuthFieldErrors } from "./LoginForm.tsx";
import { authFormMessages as m } from "./messages.ts";

export type TRegistrationValues = { name: string; phone: string };

export interface IRegistrationFormProps {
  values: TRegistrationValues;
  errors: TAuthFieldErrors<keyof TRegistrationValues>;
  formError?: string | null;
  isLoading: boolean;
  onChange: (field: keyof TRegistrationValues, value: string) => void;
  onSubmit: () => void;
  onLoginClick: () => void;
  PhoneInput?: TPhoneInput;
}

/** 'Зарегистрироваться' stays disabled until name and phone are filled and while loading (spec §5). */
export function isRegistrationDisabled(values: TRegistrationValues, isLoading: boolean): boolean {
  return isLoading || values.name.trim() === "" || values.phone.trim() === "";
}

/** Name and phone; the password arrives by SMS, then the login form opens with the phone filled in. */
export function RegistrationForm({
  values,
  errors,
  formError,
  isLoading,
  onChange,
  onSubmit,
  onLoginClick,
  PhoneInput = PlainPhoneInput,
}: IRegistrationFormProps) {
  const id = useId();
  const isDisabled = isRegistrationDisabled(values, isLoading);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isDisabled) onSubmit();
  };
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={isLoading}>
      <p className={styles.intro}>{m.registrationIntro}</p>
      <AuthField id={`${id}-name`} label={m.name} error={errors.name}>
        <input
          id={`${id}-name`}
          className={styles.input}
          name="name"
          autoComplete="name"
          maxLength={100}
          value={values.name}
          onChange={(e) => onChange("name", e.target.value)}
          {...describedBy(`${id}-name`, errors.name)}
        />
      </AuthField>
      <AuthField id={`${id}-phone`} label={m.phone} error={errors.phone}>
        <PhoneInput
          id={`${id}-phone`}
          className={styles.input}
          {...phoneInputProps}
          placeholder={m.phonePlaceholder}
          value={values.phone}
          onChange={(e) => onChange("phone", e.target.value)}
          {...describedBy(`${id}-phone`, errors.phone)}
        />
      </AuthField>
      {formError ? (
        <p className={styles.alert} role="alert">
          {formError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth disabled={isDisabled}>
          {isLoading ? m.loading : m.register}
        </Button>
      </div>
      <div className={styles.links}>
        <span className={styles.muted}>{m.haveAccount}</span>
        <button type="button" className={styles.linkButton} onClick={onLoginClick}>
          {m.toLogin}
        </button>
      </div>
    </form>
  );
}
