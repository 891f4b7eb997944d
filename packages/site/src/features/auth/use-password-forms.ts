import { canRequestPasswordAgain } from "@optika/domain/auth";
import { PASSWORD_REQUEST_STORAGE_KEY } from "@optika/domain/constants";
import { phoneDigitsForApi, type TPhoneForm, validatePhone } from "@optika/domain/phone";
import type { TAuthFieldErrors } from "@optika/ui";
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

type TPhoneValues = { phone: string } & Record<string, string>;

/**
 * A password form's state (values, field errors, the form's message, loading): submit checks the
 * phone, then `refusal` (a reason not to send), sends, and on success calls `onDone`; a refusal
 * puts the API's messages under the fields named in `answerFields`, else one for the whole form.
 */
function usePasswordForm<V extends TPhoneValues>({
  initialValues,
  phoneForm,
  answerFields,
  refusal,
  send,
  onDone,
}: {
  initialValues: V;
  phoneForm: TPhoneForm;
  /** each field's names in the API's `errors` */
  answerFields: { [K in keyof V & string]?: readonly string[] };
  refusal?: () => string | null;
  send: (values: V) => Promise<TAuthAnswer>;
  onDone: (values: V) => void;
}) {
  type TField = keyof V & string;
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<TAuthFieldErrors<TField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isLoading, setLoading] = useState(false);
  const submit = async () => {
    const invalid = validatePhone(values.phone, phoneForm);
    if (invalid) {
      setErrors({ phone: invalid } as TAuthFieldErrors<TField>);
      return;
    }
    setErrors({});
    const refused = refusal?.() ?? null;
    if (refused) {
      setFormError(refused);
      return;
    }
    setFormError(null);
    setLoading(true);
    const answer = await send(values);
    setLoading(false);
    if (answer.ok) {
      onDone(values);
      return;
    }
    const found: TAuthFieldErrors<TField> = {};
    for (const [field, names] of Object.entries(answerFields) as [TField, readonly string[]][]) {
      const message = fieldError(answer.body, names);
      if (message) found[field] = message;
    }
    if (Object.keys(found).length > 0) setErrors(found);
    else setFormError(serverFailed(answer) ? m.serverError : messageOf(answer.body));
  };
  return {
    values,
    errors,
    formError,
    isLoading,
    onChange: (field: TField, value: string) => setValues((v) => ({ ...v, [field]: value })),
    onSubmit: () => void submit(),
  };
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
  return usePasswordForm({
    initialValues: { phone: initialPhone, password: "" },
    phoneForm: "login",
    answerFields: { phone: ["username", "phone"], password: ["password"] },
    send: (values) => api.loginByPassword(phoneDigitsForApi(values.phone), values.password),
    onDone: onSignedIn,
  });
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
  return usePasswordForm({
    initialValues: { name: "", phone: initialPhone },
    phoneForm: "registration",
    answerFields: { phone: ["phone", "username"], name: ["name"] },
    send: (values) => api.register(phoneDigitsForApi(values.phone), values.name.trim()),
    onDone: (values) => {
      storeRequestAt(Date.now());
      notify(m.registered, "success");
      onRegistered(values.phone);
    },
  });
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
  return usePasswordForm({
    initialValues: { phone: initialPhone },
    phoneForm: "requestPassword",
    answerFields: { phone: ["phone", "username"] },
    refusal: () => (canRequestPasswordAgain(storedRequestAt(), Date.now()) ? null : m.passwordTooSoon),
    send: (values) => api.requestPassword(phoneDigitsForApi(values.phone)),
    onDone: (values) => {
      storeRequestAt(Date.now());
      notify(m.passwordSent, "success");
      onSent(values.phone);
    },
  });
}
