import {
  canResendCode,
  isCodeStillValid,
  PHONE_POPUP_RESET_DELAY_MS,
  resendSecondsLeft,
  startResendTimer,
  type TResendTimer,
} from "@optika/domain/auth";
import {
  codeHelperText,
  sanitizeCodeInput,
  type TCodeChannel,
  validateSignInCode,
} from "@optika/domain/codes";
import { errorToastText, otpErrorOutcome, signInErrorText } from "@optika/domain/errors";
import { phoneDigitsForApi, validatePhone } from "@optika/domain/phone";
import type { TPhoneSignInStage } from "@optika/ui";
import { useCallback, useEffect, useRef, useState } from "react";
import { notify } from "../notifications/notification-store.ts";
import { existsFrom, type TAuthAnswer, type TAuthApi } from "./auth-api.ts";
import { fieldError, messageOf, reasonOf } from "./auth-errors.ts";
import { authFeatureMessages as m } from "./messages.ts";

export interface IPhoneSignInOptions {
  api: TAuthApi;
  /** the phone carried in from another dialog */
  initialPhone?: string;
  /** the recaptcha answer when the config asks for one, else null */
  recaptcha?: () => string | null;
  /** called once signed in (after the reset is scheduled) */
  onSignedIn: () => void;
}

type TErrors = { phone?: string; code?: string; form?: string | null };

/** A code asked for and not used yet: where the sign-in was when its form went away. */
type TPendingCode = { phone: string; isRegistering: boolean; channel: TCodeChannel; timer: TResendTimer };

// The popup's content unmounts when it closes; a shopper who closes it while the call comes (or to
// read an SMS) finds the code field again on reopening, while the code is still valid.
let pendingCode: TPendingCode | null = null;

function pendingCodeFor(initialPhone: string, nowMs: number): TPendingCode | null {
  if (!pendingCode || !isCodeStillValid(pendingCode.timer, nowMs)) return null;
  const carried = phoneDigitsForApi(initialPhone);
  return carried === "" || carried === phoneDigitsForApi(pendingCode.phone) ? pendingCode : null;
}

// The last code sent, kept when the shopper goes back to change the phone: asking again for the
// same phone while its 60-second timer runs returns to that code instead of a second call (the
// timer is the spec's limit on resending, not only the link's).
let lastSent: TPendingCode | null = null;

function sentRecentlyTo(phone: string, nowMs: number): TPendingCode | null {
  if (!lastSent || resendSecondsLeft(lastSent.timer, nowMs) === 0) return null;
  return phoneDigitsForApi(lastSent.phone) === phoneDigitsForApi(phone) ? lastSent : null;
}

function codeSent(sent: TPendingCode): void {
  pendingCode = sent;
  lastSent = sent;
}

/** Tests only: no code stage carried into the next form. */
export function forgetPendingCode(): void {
  pendingCode = null;
  lastSent = null;
}

/**
 * The phone sign-in's states (spec §4): stage 0 phone → 'Запросить код' (an existing shopper gets a
 * call whose last 4 digits are the code; a new one starts a registration) → stage 1 code → 'Войти'
 * or 'Зарегистрироваться'. A resend (SMS) is allowed when the 60-second timer reaches 0. Success
 * resets the form to stage 0 after 1 s.
 */
export function usePhoneSignIn({ api, initialPhone = "", recaptcha, onSignedIn }: IPhoneSignInOptions) {
  const [now, setNow] = useState(() => Date.now());
  const [kept] = useState(() => pendingCodeFor(initialPhone, now));
  const [stage, setStage] = useState<TPhoneSignInStage>(kept ? 1 : 0);
  const [phone, setPhone] = useState(kept?.phone ?? initialPhone);
  const [code, setCode] = useState("");
  const [isRegistering, setRegistering] = useState(kept?.isRegistering ?? false);
  const [channel, setChannel] = useState<TCodeChannel>(kept?.channel ?? "call");
  const [timer, setTimer] = useState<TResendTimer | null>(kept?.timer ?? null);
  const [errors, setErrors] = useState<TErrors>({});
  const [isLoading, setLoading] = useState(false);
  const resetTimeout = useRef<ReturnType<typeof setTimeout> | null>(null);

  const secondsLeft = timer ? resendSecondsLeft(timer, now) : 0;
  useEffect(() => {
    if (stage !== 1 || secondsLeft === 0) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [stage, secondsLeft]);
  useEffect(
    () => () => {
      if (resetTimeout.current) clearTimeout(resetTimeout.current);
    },
    [],
  );

  const failRequest = (answer: TAuthAnswer) => {
    if (answer.status === 500 || answer.status === 0 || answer.status >= 502) {
      notify(signInErrorText(500, answer.body), "error");
      return;
    }
    const phoneMessage = fieldError(answer.body, ["username", "phone"]);
    if (phoneMessage) setErrors({ phone: phoneMessage });
    else setErrors({ form: messageOf(answer.body) });
  };

  const startTimer = (): TResendTimer => {
    const at = Date.now();
    const started = startResendTimer(at);
    setNow(at);
    setTimer(started);
    return started;
  };

  const requestCode = async () => {
    const invalid = validatePhone(phone, "phoneSignIn");
    if (invalid) {
      setErrors({ phone: invalid });
      return;
    }
    setErrors({});
    const recent = sentRecentlyTo(phone, Date.now());
    if (recent) {
      setRegistering(recent.isRegistering);
      setChannel(recent.channel);
      setCode("");
      setNow(Date.now());
      setTimer(recent.timer);
      setStage(1);
      pendingCode = recent;
      return;
    }
    setLoading(true);
    const digits = phoneDigitsForApi(phone);
    const captcha = recaptcha?.() ?? null;
    const exists = await api.checkExist(digits);
    if (!exists.ok) {
      setLoading(false);
      failRequest(exists);
      return;
    }
    const isNew = !existsFrom(exists.body);
    const answer = isNew
      ? await api.signup(digits, { recaptcha: captcha })
      : await api.requestCode(digits, { recaptcha: captcha });
    setLoading(false);
    if (!answer.ok) {
      failRequest(answer);
      return;
    }
    setRegistering(isNew);
    setChannel("call");
    setCode("");
    setStage(1);
    codeSent({ phone, isRegistering: isNew, channel: "call", timer: startTimer() });
    notify(m.callSent, "success");
  };

  const resend = async () => {
    if (!canResendCode(timer, Date.now())) return;
    setErrors({});
    setLoading(true);
    const digits = phoneDigitsForApi(phone);
    const captcha = recaptcha?.() ?? null;
    const answer = isRegistering
      ? await api.signup(digits, { repeat: true, recaptcha: captcha })
      : await api.requestCode(digits, { repeat: true, recaptcha: captcha });
    setLoading(false);
    if (!answer.ok) {
      failRequest(answer);
      return;
    }
    setChannel("sms");
    codeSent({ phone, isRegistering, channel: "sms", timer: startTimer() });
    notify(m.smsSent, "success");
  };

  const reset = useCallback(() => {
    pendingCode = null;
    setStage(0);
    setCode("");
    setRegistering(false);
    setChannel("call");
    setTimer(null);
    setErrors({});
  }, []);

  const confirm = async () => {
    const invalid = validateSignInCode(code);
    if (invalid) {
      setErrors({ code: invalid });
      return;
    }
    setErrors({});
    setLoading(true);
    const digits = phoneDigitsForApi(phone);
    const captcha = recaptcha?.() ?? null;
    const answer = isRegistering
      ? await api.confirmPhone(digits, code.trim(), captcha)
      : await api.loginByCode(digits, code.trim(), captcha);
    setLoading(false);
    if (answer.ok) {
      pendingCode = null;
      lastSent = null;
      resetTimeout.current = setTimeout(reset, PHONE_POPUP_RESET_DELAY_MS);
      onSignedIn();
      return;
    }
    if (answer.status === 500 || answer.status === 503) {
      notify(signInErrorText(500, answer.body), "error");
      return;
    }
    const reason = reasonOf(answer.body);
    const outcome = otpErrorOutcome(answer.body);
    if (reason === "request_new_code" || outcome.kind === "requestNewCode") {
      // expired, used up or too many wrong tries: back to the phone, code cleared, a new one may be asked
      lastSent = null;
      reset();
      setErrors({ form: reason === "request_new_code" ? messageOf(answer.body) : outcome.message });
      return;
    }
    const codeMessage =
      outcome.kind === "wrongCode"
        ? outcome.message
        : (fieldError(answer.body, ["password", "token"]) ??
          (reason === "wrong_code" ? messageOf(answer.body) : undefined));
    if (codeMessage) setErrors({ code: codeMessage });
    else setErrors({ form: errorToastText(answer.body) });
  };

  return {
    stage,
    phone,
    code,
    isRegistering,
    codeHint: codeHelperText(channel),
    resendSecondsLeft: secondsLeft,
    isLoading,
    errors,
    setPhone: (value: string) => {
      setPhone(value);
      if (errors.phone) setErrors({});
    },
    setCode: (value: string) => setCode(sanitizeCodeInput(value)),
    submit: () => void (stage === 0 ? requestCode() : confirm()),
    resend: () => void resend(),
    changePhone: reset,
    reset,
  };
}
