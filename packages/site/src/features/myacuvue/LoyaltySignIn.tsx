import { LoyaltyNotRegistered, LoyaltySignInForm } from "@optika/ui/loyalty-sign-in";
import { useMemo } from "react";
import { PhoneInput } from "../phone-input/PhoneInput.tsx";
import { createLoyaltyApi, type TLoyaltyApi } from "./loyalty-api.ts";
import { MYACUVUE_APP_LINKS } from "./messages.ts";
import { useLoyaltySignIn } from "./use-loyalty-sign-in.ts";

export interface ILoyaltySignInProps {
  api?: TLoyaltyApi;
  /** the signed-in shopper's phone: prefilled without its first digit, and locked */
  knownPhone?: string | null | undefined;
  /** the clinics page when the city has clinics ('Где подобрать линзы'), else null (app links) */
  clinicsHref: string | null;
  onSignedIn: () => void;
  /** closes the dialog (following the clinics link) */
  onClose: () => void;
}

/** The MyACUVUE sign-in's behaviour on its form and its not-registered view (a lazy chunk). */
export default function LoyaltySignIn({
  api: given,
  knownPhone,
  clinicsHref,
  onSignedIn,
  onClose,
}: ILoyaltySignInProps) {
  const api = useMemo(() => given ?? createLoyaltyApi(), [given]);
  const flow = useLoyaltySignIn({ api, knownPhone, onSignedIn });
  if (flow.view === "notRegistered") {
    return (
      <LoyaltyNotRegistered
        clinicsHref={clinicsHref ?? undefined}
        appLinks={MYACUVUE_APP_LINKS}
        onTryOtherPhone={flow.isPhoneLocked ? undefined : flow.changePhone}
        onNavigate={onClose}
      />
    );
  }
  return (
    <LoyaltySignInForm
      stage={flow.stage}
      phone={flow.phone}
      pin={flow.pin}
      phoneError={flow.errors.phone}
      pinError={flow.errors.pin}
      formError={flow.errors.form}
      isPhoneLocked={flow.isPhoneLocked}
      resendSecondsLeft={flow.resendSecondsLeft}
      isLoading={flow.isLoading}
      onPhoneChange={flow.setPhone}
      onPinChange={flow.setPin}
      onSubmit={flow.submit}
      onResend={flow.resend}
      onChangePhone={flow.isPhoneLocked ? undefined : flow.changePhone}
      PhoneInput={PhoneInput}
    />
  );
}
