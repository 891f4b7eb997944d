import { useId } from "react";
import { Button } from "../button/Button.tsx";
import { FormAlert } from "../form/FormAlert.tsx";
import { describedBy, FormField } from "../form/FormField.tsx";
import { PlainPhoneInput, type TPhoneInput } from "../form/PlainPhoneInput.tsx";
import { AuthActions, AuthForm, AuthPhoneField } from "./AuthField.tsx";
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
  return (
    <AuthForm isDisabled={isDisabled} isLoading={isLoading} onSubmit={onSubmit}>
      <AuthPhoneField
        id={`${id}-phone`}
        value={values.phone}
        error={errors.phone}
        autoComplete="username"
        onChange={(value) => onChange("phone", value)}
        PhoneInput={PhoneInput}
      />
      <FormField id={`${id}-password`} label={m.password} error={errors.password}>
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
      </FormField>
      <FormAlert message={formError} className={styles.alert} />
      <AuthActions label={m.signIn} isDisabled={isDisabled} isLoading={isLoading}>
        <Button variant="secondary" size="lg" fullWidth onClick={onRegisterClick}>
          {m.register}
        </Button>
      </AuthActions>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={onRequestPasswordClick}>
          {m.forgotPassword}
        </button>
      </div>
    </AuthForm>
  );
}
