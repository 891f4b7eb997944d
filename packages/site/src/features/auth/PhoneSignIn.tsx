import { PhoneSignInForm } from "@optika/ui";
import { PhoneInput } from "../phone-input/PhoneInput.tsx";
import type { TAuthApi } from "./auth-api.ts";
import { usePhoneSignIn } from "./use-phone-sign-in.ts";
import { useRecaptcha } from "./use-recaptcha.tsx";

export interface IPhoneSignInProps {
  api: TAuthApi;
  initialPhone?: string;
  onSignedIn: () => void;
  /** opens the password login with the phone typed so far */
  onPasswordLogin?: (phone: string) => void;
  /** 'Войти через MyACUVUE' (when the programme is on) */
  onLoyaltySignIn?: (() => void) | undefined;
}

/** The phone sign-in's behaviour on its form: in the popup and on `/authorization`. */
export function PhoneSignIn({
  api,
  initialPhone,
  onSignedIn,
  onPasswordLogin,
  onLoyaltySignIn,
}: IPhoneSignInProps) {
  const captcha = useRecaptcha();
  const flow = usePhoneSignIn({ api, initialPhone, recaptcha: captcha.takeResponse, onSignedIn });
  return (
    <PhoneSignInForm
      stage={flow.stage}
      phone={flow.phone}
      code={flow.code}
      phoneError={flow.errors.phone}
      codeError={flow.errors.code}
      formError={flow.errors.form}
      isRegistering={flow.isRegistering}
      codeHint={flow.codeHint}
      resendSecondsLeft={flow.resendSecondsLeft}
      isLoading={flow.isLoading}
      recaptcha={captcha.element}
      onPhoneChange={flow.setPhone}
      onCodeChange={flow.setCode}
      onSubmit={flow.submit}
      onResend={flow.resend}
      onChangePhone={flow.changePhone}
      onPasswordLoginClick={onPasswordLogin ? () => onPasswordLogin(flow.phone) : undefined}
      onLoyaltySignInClick={onLoyaltySignIn}
      PhoneInput={PhoneInput}
    />
  );
}
