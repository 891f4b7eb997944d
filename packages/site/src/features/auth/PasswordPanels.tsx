import { LoginForm, RegistrationForm, RequestPasswordForm } from "@optika/ui";
import { PhoneInput } from "../phone-input/PhoneInput.tsx";
import type { TAuthApi } from "./auth-api.ts";
import { useLoginForm, useRegistrationForm, useRequestPasswordForm } from "./use-password-forms.ts";

type TPanelProps = { api: TAuthApi; initialPhone: string };

/** Phone + password; 'Зарегистрироваться' and the password request carry the phone on. */
export function LoginPanel({
  onSignedIn,
  onRegister,
  onRequestPassword,
  ...panel
}: TPanelProps & {
  onSignedIn: () => void;
  onRegister: (phone: string) => void;
  onRequestPassword: (phone: string) => void;
}) {
  const form = useLoginForm({ ...panel, onSignedIn });
  return (
    <LoginForm
      {...form}
      onRegisterClick={() => onRegister(form.values.phone)}
      onRequestPasswordClick={() => onRequestPassword(form.values.phone)}
      PhoneInput={PhoneInput}
    />
  );
}

/** Name + phone; success opens the login with the phone filled in. */
export function RegistrationPanel({
  onRegistered,
  onLogin,
  ...panel
}: TPanelProps & { onRegistered: (phone: string) => void; onLogin: (phone: string) => void }) {
  const form = useRegistrationForm({ ...panel, onRegistered });
  return (
    <RegistrationForm {...form} onLoginClick={() => onLogin(form.values.phone)} PhoneInput={PhoneInput} />
  );
}

/** Phone only; success opens the login with the phone filled in. */
export function RequestPasswordPanel({
  onSent,
  onLogin,
  ...panel
}: TPanelProps & { onSent: (phone: string) => void; onLogin: (phone: string) => void }) {
  const { values, errors, onChange, ...form } = useRequestPasswordForm({ ...panel, onSent });
  return (
    <RequestPasswordForm
      {...form}
      phone={values.phone}
      error={errors.phone}
      onPhoneChange={(value) => onChange("phone", value)}
      onLoginClick={() => onLogin(values.phone)}
      PhoneInput={PhoneInput}
    />
  );
}
