import { useId } from "react";
import { FormAlert } from "../form/FormAlert.tsx";
import { PlainPhoneInput, type TPhoneInput } from "../form/PlainPhoneInput.tsx";
import { AuthActions, AuthForm, AuthPhoneField } from "./AuthField.tsx";
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
  return (
    <AuthForm isDisabled={isDisabled} isLoading={isLoading} onSubmit={onSubmit}>
      <p className={styles.intro}>{m.requestPasswordIntro}</p>
      <AuthPhoneField
        id={`${id}-phone`}
        value={phone}
        error={error}
        autoComplete="username"
        onChange={onPhoneChange}
        PhoneInput={PhoneInput}
      />
      <FormAlert message={formError} className={styles.alert} />
      <AuthActions label={m.getPassword} isDisabled={isDisabled} isLoading={isLoading} />
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={onLoginClick}>
          {m.toLogin}
        </button>
      </div>
    </AuthForm>
  );
}
