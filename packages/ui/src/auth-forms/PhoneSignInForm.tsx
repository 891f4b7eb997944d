import type { ReactNode } from "react";
import { useId } from "react";
import { Button } from "../button/Button.tsx";
import { FormAlert } from "../form/FormAlert.tsx";
import { describedBy, FormField } from "../form/FormField.tsx";
import { PlainPhoneInput, type TPhoneInput } from "../form/PlainPhoneInput.tsx";
import { AuthActions, AuthForm, AuthPhoneField } from "./AuthField.tsx";
import styles from "./auth-forms.module.css";
import { authFormMessages as m } from "./messages.ts";
import { useStageFocus } from "./use-stage-focus.ts";

export type TPhoneSignInStage = 0 | 1;

export interface IPhoneSignInFormProps {
  /** 0: the phone ('Запросить код'); 1: the code ('Войти', or 'Зарегистрироваться' for a new shopper) */
  stage: TPhoneSignInStage;
  phone: string;
  code: string;
  phoneError?: string | undefined;
  codeError?: string | undefined;
  formError?: string | null;
  /** a new registration: stage 1 confirms the phone */
  isRegistering: boolean;
  /** under the code field: the call's or the SMS's helper text */
  codeHint: string;
  /** seconds until the code may be sent again (0: the resend button shows) */
  resendSecondsLeft: number;
  isLoading: boolean;
  /** the recaptcha widget when the config asks for it */
  recaptcha?: ReactNode;
  onPhoneChange: (value: string) => void;
  onCodeChange: (value: string) => void;
  onSubmit: () => void;
  onResend: () => void;
  onChangePhone: () => void;
  /** opens the password login; absent: no link */
  onPasswordLoginClick?: () => void;
  /** 'Войти через MyACUVUE': closes this popup and opens the loyalty sign-in; absent: no button */
  onLoyaltySignInClick?: (() => void) | undefined;
  PhoneInput?: TPhoneInput;
}

/**
 * The phone sign-in ('Личный кабинет' / 'Авторизация', spec §2, §4): stage 0 asks for the phone and
 * requests a code; stage 1 takes the 4-digit code, with the helper text for a call or an SMS and
 * the resend timer. Enter submits either stage.
 */
export function PhoneSignInForm({
  stage,
  phone,
  code,
  phoneError,
  codeError,
  formError,
  isRegistering,
  codeHint,
  resendSecondsLeft,
  isLoading,
  recaptcha,
  onPhoneChange,
  onCodeChange,
  onSubmit,
  onResend,
  onChangePhone,
  onPasswordLoginClick,
  onLoyaltySignInClick,
  PhoneInput = PlainPhoneInput,
}: IPhoneSignInFormProps) {
  const id = useId();
  const isDisabled = isLoading || (stage === 0 ? phone.trim() === "" : code.trim() === "");
  const label = stage === 0 ? m.requestCode : isRegistering ? m.register : m.signIn;
  useStageFocus(stage, (current) => (current === 0 ? `${id}-phone` : `${id}-code`));
  return (
    <AuthForm isDisabled={isDisabled} isLoading={isLoading} onSubmit={onSubmit}>
      {stage === 0 ? <p className={styles.intro}>{m.phoneSignInIntro}</p> : null}
      <AuthPhoneField
        id={`${id}-phone`}
        value={phone}
        error={stage === 0 ? phoneError : undefined}
        isReadOnly={stage === 1}
        onChange={onPhoneChange}
        PhoneInput={PhoneInput}
      />
      {stage === 1 ? (
        <>
          <div className={styles.links}>
            <button type="button" className={styles.linkButton} onClick={onChangePhone}>
              {m.changePhone}
            </button>
          </div>
          <FormField
            id={`${id}-code`}
            label={m.code}
            error={codeError}
            hint={codeHint}
            hintClassName={styles.hint}
          >
            <input
              id={`${id}-code`}
              className={`${styles.input} ${styles.code}`}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={4}
              pattern="\d{4}"
              value={code}
              onChange={(e) => onCodeChange(e.target.value)}
              {...describedBy(`${id}-code`, codeError, codeHint)}
            />
          </FormField>
          <div className={styles.links} aria-live="polite">
            {resendSecondsLeft > 0 ? (
              <span className={styles.muted}>{m.resendIn(resendSecondsLeft)}</span>
            ) : (
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => {
                  onResend();
                  // the button gives way to the timer: the caret waits in the code field
                  document.getElementById(`${id}-code`)?.focus();
                }}
                disabled={isLoading}
              >
                {m.resend}
              </button>
            )}
          </div>
        </>
      ) : null}
      {recaptcha}
      <FormAlert message={formError} className={styles.alert} />
      <AuthActions label={label} isDisabled={isDisabled} isLoading={isLoading}>
        {stage === 0 && onLoyaltySignInClick ? (
          <Button
            variant="secondary"
            size="lg"
            fullWidth
            onClick={onLoyaltySignInClick}
            data-myacuvue-sign-in=""
          >
            {m.viaMyAcuvue}
          </Button>
        ) : null}
      </AuthActions>
      {stage === 0 && onPasswordLoginClick ? (
        <div className={styles.links}>
          <button type="button" className={styles.linkButton} onClick={onPasswordLoginClick}>
            {m.toLogin}
          </button>
        </div>
      ) : null}
    </AuthForm>
  );
}
