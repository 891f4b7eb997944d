import { useId } from "react";
import { AuthActions, AuthForm, AuthPhoneField } from "../auth-forms/AuthField.tsx";
import styles from "../auth-forms/auth-forms.module.css";
import { useStageFocus } from "../auth-forms/use-stage-focus.ts";
import { FormAlert } from "../form/FormAlert.tsx";
import { describedBy, FormField } from "../form/FormField.tsx";
import { PlainPhoneInput, type TPhoneInput } from "../form/PlainPhoneInput.tsx";
import own from "./loyalty-sign-in.module.css";
import { loyaltySignInMessages as m } from "./messages.ts";

/** 1: the phone ('Получить пин-код'); 2: the 4-character PIN ('Войти'). */
export type TLoyaltySignInStage = 1 | 2;

export interface ILoyaltySignInFormProps {
  stage: TLoyaltySignInStage;
  phone: string;
  pin: string;
  phoneError?: string | undefined;
  pinError?: string | undefined;
  formError?: string | null;
  /** the phone cannot be edited: at stage 2, or the signed-in shopper's own number */
  isPhoneLocked: boolean;
  /** seconds left on the resend timer; null: the timer is hidden (after a resend) */
  resendSecondsLeft: number | null;
  isLoading: boolean;
  onPhoneChange: (value: string) => void;
  onPinChange: (value: string) => void;
  onSubmit: () => void;
  onResend: () => void;
  /** back to stage 1 with another number; absent when the phone is the shopper's own */
  onChangePhone?: (() => void) | undefined;
  PhoneInput?: TPhoneInput;
}

/**
 * The MyACUVUE sign-in (spec §4 Loyalty login): stage 1 asks for the phone and requests a PIN;
 * stage 2 takes the 4-character PIN, with the resend link disabled until its 60-second timer runs
 * out. Enter submits either stage.
 */
export function LoyaltySignInForm({
  stage,
  phone,
  pin,
  phoneError,
  pinError,
  formError,
  isPhoneLocked,
  resendSecondsLeft,
  isLoading,
  onPhoneChange,
  onPinChange,
  onSubmit,
  onResend,
  onChangePhone,
  PhoneInput = PlainPhoneInput,
}: ILoyaltySignInFormProps) {
  const id = useId();
  const isDisabled = isLoading || (stage === 1 ? phone.trim() === "" : pin.trim() === "");
  useStageFocus(stage, (current) => (current === 1 ? `${id}-phone` : `${id}-pin`));
  const isResendDisabled = isLoading || (resendSecondsLeft !== null && resendSecondsLeft > 0);
  return (
    <AuthForm isDisabled={isDisabled} isLoading={isLoading} onSubmit={onSubmit}>
      <p className={styles.intro}>{stage === 1 ? m.phoneIntro : m.pinIntro(phone)}</p>
      <AuthPhoneField
        id={`${id}-phone`}
        value={phone}
        error={stage === 1 ? phoneError : undefined}
        isReadOnly={isPhoneLocked || stage === 2}
        onChange={onPhoneChange}
        PhoneInput={PhoneInput}
      />
      {stage === 2 ? (
        <>
          {onChangePhone ? (
            <div className={styles.links}>
              <button type="button" className={styles.linkButton} onClick={onChangePhone}>
                {m.changePhone}
              </button>
            </div>
          ) : null}
          <FormField
            id={`${id}-pin`}
            label={m.pin}
            error={pinError}
            hint={m.pinHint}
            hintClassName={styles.hint}
          >
            <input
              id={`${id}-pin`}
              className={`${styles.input} ${styles.code}`}
              name="pin"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={4}
              value={pin}
              onChange={(e) => onPinChange(e.target.value)}
              {...describedBy(`${id}-pin`, pinError, m.pinHint)}
            />
          </FormField>
          <div className={`${styles.links} ${own.resend}`} aria-live="polite">
            <button
              type="button"
              className={styles.linkButton}
              onClick={onResend}
              disabled={isResendDisabled}
              data-loyalty-resend=""
            >
              {m.resend}
            </button>
            {resendSecondsLeft !== null && resendSecondsLeft > 0 ? (
              <span className={styles.muted} data-loyalty-timer="">
                {m.resendIn(resendSecondsLeft)}
              </span>
            ) : null}
          </div>
        </>
      ) : null}
      <FormAlert message={formError} className={styles.alert} />
      <AuthActions
        label={stage === 1 ? m.requestPin : m.signIn}
        isDisabled={isDisabled}
        isLoading={isLoading}
      />
    </AuthForm>
  );
}
