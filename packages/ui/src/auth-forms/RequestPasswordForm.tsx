import type { FormEvent } from "react";
import { useId } from "react";
import { Button } from "../button/Button.tsx";
import { AuthField, describedBy, PlainPhoneInput, phoneInputProps, type TPhoneInput } from "./AuthField.tsx";
import styles from "./auth-forms.module.css";
import { authFormMessages as m } from "./messages.ts";

export interface IRequestPasswordFormProps {
  phone: string;
  error?: string | undefined;
  formError?: string | null;
  isLoading: boolean;
  onPhoneChange: (value: string) => void;
  onSubmit: () => void;
  onLoginClick: () => void;
  PhoneInput?: TPhoneInput;
}

/** Phone only; 'Получить пароль' disabled while the phone is empty or a request is on its way. */
export function RequestPasswordForm({
  phone,
  error,
  formError,
  isLoading,
  onPhoneChange,
  onSubmit,
  onLoginClick,
  PhoneInput = PlainPhoneInput,
}: IRequestPasswordFormProps) {
  const id = useId();
  const isDisabled = isLoading || phone.trim() === "";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isDisabled) onSubmit();
  };
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={isLoading}>
      <p className={styles.intro}>{m.requestPasswordIntro}</p>
      <AuthField id={`${id}-phone`} label={m.phone} error={error}>
        <PhoneInput
          id={`${id}-phone`}
          className={styles.input}
          {...phoneInputProps}
          autoComplete="username"
          placeholder={m.phonePlaceholder}
          value={phone}
          onChange={(e) => onPhoneChange(e.target.value)}
          {...describedBy(`${id}-phone`, error)}
        />
      </AuthField>
      {formError ? (
        <p className={styles.alert} role="alert">
          {formError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth disabled={isDisabled}>
          {isLoading ? m.loading : m.getPassword}
        </Button>
      </div>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={onLoginClick}>
          {m.toLogin}
        </button>
      </div>
    </form>
  );
}
