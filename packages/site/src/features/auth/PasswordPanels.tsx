import { LoginForm, RegistrationForm, RequestPasswordForm } from "@optika/ui";
import type { TAuthApi } from "./auth-api.ts";
import { PhoneInput } from "./PhoneInput.tsx";
import { useLoginForm, useRegistrationForm, useRequestPasswordForm } from "./use-password-forms.ts";

/** Phone + password; 'Зарегистрироваться' and the password request carry the phone on. */
export function LoginPanel({
  api,
  initialPhone,
  onSignedIn,
  onRegister,
  onRequestPassword,
}: {
  api: TAuthApi;
  initialPhone: string;
  onSignedIn: () => void;
  onRegister: (phone: string) => void;
  onRequestPassword: (phone: string) => void;
}) {
  const form = useLoginForm({ api, initialPhone, onSignedIn });
  return (
    <LoginForm
      values={form.values}
      errors={form.errors}
      formError={form.formError}
      isLoading={form.isLoading}
      onChange={form.onChange}
      onSubmit={form.submit}
      onRegisterClick={() => onRegister(form.values.phone)}
      onRequestPasswordClick={() => onRequestPassword(form.values.phone)}
      PhoneInput={PhoneInput}
    />
  );
}

/** Name + phone; success opens the login with the phone filled in. */
export function RegistrationPanel({
  api,
  initialPhone,
  onRegistered,
  onLogin,
}: {
  api: TAuthApi;
  initialPhone: string;
  onRegistered: (phone: string) => void;
  onLogin: (phone: string) => void;
}) {
  const form = useRegistrationForm({ api, initialPhone, onRegistered });
  return (
    <RegistrationForm
      values={form.values}
      errors={form.errors}
      formError={form.formError}
      isLoading={form.isLoading}
      onChange={form.onChange}
      onSubmit={form.submit}
      onLoginClick={() => onLogin(form.values.phone)}
      PhoneInput={PhoneInput}
    />
  );
}

/** Phone only; success opens the login with the phone filled in. */
export function RequestPasswordPanel({
  api,
  initialPhone,
  onSent,
  onLogin,
}: {
  api: TAuthApi;
  initialPhone: string;
  onSent: (phone: string) => void;
  onLogin: (phone: string) => void;
}) {
  const form = useRequestPasswordForm({ api, initialPhone, onSent });
  return (
    <RequestPasswordForm
      phone={form.phone}
      error={form.error}
      formError={form.formError}
      isLoading={form.isLoading}
      onPhoneChange={form.onPhoneChange}
      onSubmit={form.submit}
      onLoginClick={() => onLogin(form.phone)}
      PhoneInput={PhoneInput}
    />
  );
}
