import {
  loyaltyPhonePrefill,
  resendSecondsLeft,
  startResendTimer,
  type TResendTimer,
} from "@optika/domain/auth";
import { codeMessages, sanitizeCodeInput, validateLoyaltyPin } from "@optika/domain/codes";
import { errorMessages, errorToastText, otpErrorOutcome, signInErrorText } from "@optika/domain/errors";
import { formatPhoneInput, phoneDigitsForApi, validatePhone } from "@optika/domain/phone";
import type { TLoyaltySignInStage } from "@optika/ui/loyalty-sign-in";
import { useEffect, useState } from "react";
import type { TAuthAnswer } from "../auth/auth-api.ts";
import { fieldError, messageOf, reasonOf } from "../auth/auth-errors.ts";
import { notify } from "../notifications/notification-store.ts";
import type { TLoyaltyApi } from "./loyalty-api.ts";
import { myAcuvueMessages as m } from "./messages.ts";

export interface ILoyaltySignInOptions {
  api: TLoyaltyApi;
  /** the signed-in shopper's phone (digits with the country code): prefilled and locked */
  knownPhone?: string | null | undefined;
  /** called once the PIN is accepted (the API has set the authToken cookie) */
  onSignedIn: () => void;
}

/** 'phone' and 'pin' are the form's stages 1 and 2; 'notRegistered' the view for a non-member. */
export type TLoyaltyView = "phone" | "pin" | "notRegistered";

type TErrors = { phone?: string; pin?: string; form?: string | null };

const isServerFailure = (answer: TAuthAnswer) =>
  answer.status === 0 || answer.status === 500 || answer.status >= 502;

/**
 * The MyACUVUE sign-in's states (spec §4 Loyalty login, §8): stage 1 phone → the PIN request →
 * stage 2 PIN → signed in. A failed request shows the not-registered view; 'Please request a
 * one-time pin' brings stage 1 back with the PIN cleared ('Запросите новый код'); 'Invalid OTP' is
 * 'Введен неправильный код'. The resend link waits for the 60-second timer; a resend hides it.
 */
export function useLoyaltySignIn({ api, knownPhone, onSignedIn }: ILoyaltySignInOptions) {
  const prefill = knownPhone ? formatPhoneInput(loyaltyPhonePrefill(knownPhone)) : "";
  const [view, setView] = useState<TLoyaltyView>("phone");
  const [phone, setPhone] = useState(prefill);
  const [pin, setPin] = useState("");
  const [timer, setTimer] = useState<TResendTimer | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [errors, setErrors] = useState<TErrors>({});
  const [isLoading, setLoading] = useState(false);

  const secondsLeft = timer ? resendSecondsLeft(timer, now) : null;
  useEffect(() => {
    if (view !== "pin" || secondsLeft === null || secondsLeft === 0) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [view, secondsLeft]);

  const toPhoneStage = (form: string | null = null) => {
    setView("phone");
    setPin("");
    setTimer(null);
    setErrors({ form });
  };

  const send = async (): Promise<boolean> => {
    setLoading(true);
    const answer = await api.requestPin(phoneDigitsForApi(phone));
    setLoading(false);
    if (answer.ok) return true;
    if (isServerFailure(answer)) {
      notify(signInErrorText(500, answer.body), "error");
      return false;
    }
    // a refused phone (400) is the field's message; not a member (404 `not_member`, even with its
    // own field message) and any other failure are the not-registered view
    const phoneMessage = answer.status === 400 ? fieldError(answer.body, ["phone"]) : undefined;
    if (phoneMessage) {
      setView("phone");
      setErrors({ phone: phoneMessage });
    } else if (answer.status === 429) {
      setErrors({ form: messageOf(answer.body) });
    } else {
      // any other failure: the number has no MyACUVUE profile (spec §8)
      setView("notRegistered");
      setErrors({});
    }
    return false;
  };

  const requestPin = async () => {
    const invalid = validatePhone(phone, "loyaltySignIn");
    if (invalid) {
      setErrors({ phone: invalid });
      return;
    }
    setErrors({});
    if (!(await send())) return;
    setPin("");
    setView("pin");
    const at = Date.now();
    setNow(at);
    setTimer(startResendTimer(at));
    notify(m.pinSent, "success");
  };

  const resend = async () => {
    if (secondsLeft !== null && secondsLeft > 0) return;
    setErrors({});
    if (!(await send())) return;
    // the timer is hidden after a resend (spec §4)
    setTimer(null);
    notify(m.pinSent, "success");
  };

  const confirm = async () => {
    const invalid = validateLoyaltyPin(pin);
    if (invalid) {
      setErrors({ pin: invalid, form: codeMessages.invalidForm });
      return;
    }
    setErrors({});
    setLoading(true);
    const answer = await api.confirmPin(phoneDigitsForApi(phone), pin.trim());
    setLoading(false);
    if (answer.ok) {
      onSignedIn();
      return;
    }
    if (isServerFailure(answer)) {
      notify(signInErrorText(500, answer.body), "error");
      return;
    }
    // the spec's words (§8) or the API's reasons (`request_new_code`, `wrong_code`)
    const outcome = otpErrorOutcome(answer.body);
    const reason = reasonOf(answer.body);
    if (outcome.kind === "requestNewCode" || reason === "request_new_code")
      toPhoneStage(errorMessages.requestNewCode);
    else if (outcome.kind === "wrongCode" || reason === "wrong_code")
      setErrors({ pin: errorMessages.wrongCode });
    else setErrors({ form: fieldError(answer.body, ["password"]) ?? errorToastText(answer.body) });
  };

  return {
    view,
    stage: (view === "pin" ? 2 : 1) as TLoyaltySignInStage,
    phone,
    pin,
    isPhoneLocked: prefill !== "",
    resendSecondsLeft: secondsLeft,
    isLoading,
    errors,
    setPhone: (value: string) => {
      setPhone(value);
      if (errors.phone) setErrors({});
    },
    setPin: (value: string) => setPin(sanitizeCodeInput(value)),
    submit: () => void (view === "pin" ? confirm() : requestPin()),
    resend: () => void resend(),
    changePhone: () => toPhoneStage(),
  };
}
