import { useId } from "react";
import { FormAlert } from "../form/FormAlert.tsx";
import { describedBy, FormField } from "../form/FormField.tsx";
import { PlainPhoneInput, type TPhoneInput } from "../form/PlainPhoneInput.tsx";
import { AuthActions, AuthForm, AuthPhoneField } from "./AuthField.tsx";
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
  return (
    <AuthForm isDisabled={isDisabled} isLoading={isLoading} onSubmit={onSubmit}>
      <p className={styles.intro}>{m.registrationIntro}</p>
      <FormField id={`${id}-name`} label={m.name} error={errors.name}>
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
      </FormField>
      <AuthPhoneField
        id={`${id}-phone`}
        value={values.phone}
        error={errors.phone}
        onChange={(value) => onChange("phone", value)}
        PhoneInput={PhoneInput}
      />
      <FormAlert message={formError} className={styles.alert} />
      <AuthActions label={m.register} isDisabled={isDisabled} isLoading={isLoading} />
      <div className={styles.links}>
        <span className={styles.muted}>{m.haveAccount}</span>
        <button type="button" className={styles.linkButton} onClick={onLoginClick}>
          {m.toLogin}
        </button>
      </div>
    </AuthForm>
  );
}
