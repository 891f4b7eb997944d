import { canRequestPasswordAgain } from "@optika/domain/auth";
import { PASSWORD_REQUEST_STORAGE_KEY } from "@optika/domain/constants";
import { phoneDigitsForApi, validatePhone } from "@optika/domain/phone";
import type { TAuthFieldErrors, TLoginValues, TRegistrationValues } from "@optika/ui";
import { useState } from "react";
import { notify } from "../notifications/notification-store.ts";
import type { TAuthAnswer, TAuthApi } from "./auth-api.ts";
import { fieldError, messageOf } from "./auth-errors.ts";
import { authFeatureMessages as m } from "./messages.ts";

function storedRequestAt(): number | null {
  try {
    const raw = window.localStorage.getItem(PASSWORD_REQUEST_STORAGE_KEY);
    return raw === null ? null : Number(raw);
  } catch {
    return null;
  }
}

function storeRequestAt(at: number): void {
  try {
    window.localStorage.setItem(PASSWORD_REQUEST_STORAGE_KEY, String(at));
  } catch {
    // private mode: the server still refuses a re-request within a minute
  }
}

function serverFailed(answer: TAuthAnswer): boolean {
  return answer.status === 0 || answer.status >= 500;
}

/** The login modal (phone + password): success stores the token (cookie, by the API) and closes. */
export function useLoginForm({
  api,
  initialPhone,
  onSignedIn,
}: {
  api: TAuthApi;
  initialPhone: string;
  onSignedIn: () => void;
}) {
  const [values, setValues] = useState<TLoginValues>({ phone: initialPhone, password: "" });
  const [errors, setErrors] = useState<TAuthFieldErrors<keyof TLoginValues>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isLoading, setLoading] = useState(false);
  const submit = async () => {
    const invalid = validatePhone(values.phone, "login");
    if (invalid) {
      setErrors({ phone: invalid });
      return;
    }
    setErrors({});
    setFormError(null);
    setLoading(true);
    const answer = await api.loginByPassword(phoneDigitsForApi(values.phone), values.password);
    setLoading(false);
    if (answer.ok) {
      onSignedIn();
      return;
    }
    const phone = fieldError(answer.body, ["username", "phone"]);
    const password = fieldError(answer.body, ["password"]);
    if (phone || password) setErrors({ ...(phone ? { phone } : {}), ...(password ? { password } : {}) });
    else setFormError(serverFailed(answer) ? m.serverError : messageOf(answer.body));
  };
  return {
    values,
    errors,
    formError,
    isLoading,
    onChange: (field: keyof TLoginValues, value: string) => setValues((v) => ({ ...v, [field]: value })),
    submit: () => void submit(),
  };
}

/** The registration modal (name + phone): success → the login modal with the phone filled in. */
export function useRegistrationForm({
  api,
  initialPhone,
  onRegistered,
}: {
  api: TAuthApi;
  initialPhone: string;
  onRegistered: (phone: string) => void;
}) {
  const [values, setValues] = useState<TRegistrationValues>({ name: "", phone: initialPhone });
  const [errors, setErrors] = useState<TAuthFieldErrors<keyof TRegistrationValues>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isLoading, setLoading] = useState(false);
  const submit = async () => {
    const invalid = validatePhone(values.phone, "registration");
    if (invalid) {
      setErrors({ phone: invalid });
      return;
    }
    setErrors({});
    setFormError(null);
    setLoading(true);
    const answer = await api.register(phoneDigitsForApi(values.phone), values.name.trim());
    setLoading(false);
    if (answer.ok) {
      storeRequestAt(Date.now());
      notify(m.registered, "success");
      onRegistered(values.phone);
      return;
    }
    const phone = fieldError(answer.body, ["phone", "username"]);
    const name = fieldError(answer.body, ["name"]);
    if (phone || name) setErrors({ ...(phone ? { phone } : {}), ...(name ? { name } : {}) });
    else setFormError(serverFailed(answer) ? m.serverError : messageOf(answer.body));
  };
  return {
    values,
    errors,
    formError,
    isLoading,
    onChange: (field: keyof TRegistrationValues, value: string) =>
      setValues((v) => ({ ...v, [field]: value })),
    submit: () => void submit(),
  };
}

/** The password request (phone): once a minute at most; success → the login modal with the phone. */
export function useRequestPasswordForm({
  api,
  initialPhone,
  onSent,
}: {
  api: TAuthApi;
  initialPhone: string;
  onSent: (phone: string) => void;
}) {
  const [phone, setPhone] = useState(initialPhone);
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [isLoading, setLoading] = useState(false);
  const submit = async () => {
    const invalid = validatePhone(phone, "requestPassword");
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(undefined);
    if (!canRequestPasswordAgain(storedRequestAt(), Date.now())) {
      setFormError(m.passwordTooSoon);
      return;
    }
    setFormError(null);
    setLoading(true);
    const answer = await api.requestPassword(phoneDigitsForApi(phone));
    setLoading(false);
    if (answer.ok) {
      storeRequestAt(Date.now());
      notify(m.passwordSent, "success");
      onSent(phone);
      return;
    }
    const phoneError = fieldError(answer.body, ["phone", "username"]);
    if (phoneError) setError(phoneError);
    else setFormError(serverFailed(answer) ? m.serverError : messageOf(answer.body));
  };
  return {
    phone,
    error,
    formError,
    isLoading,
    onPhoneChange: (value: string) => setPhone(value),
    submit: () => void submit(),
  };
}
