import { AuthDialog, authFormMessages as m } from "@optika/ui";
import { useMemo } from "react";
import { useNavigate } from "react-router";
import { createAuthApi, type TAuthApi } from "./auth-api.ts";
import type { IAuthDialogState, TAfterSignIn, TAuthView } from "./auth-dialog-store.ts";
import { LoginPanel, RegistrationPanel, RequestPasswordPanel } from "./PasswordPanels.tsx";
import { PhoneSignIn } from "./PhoneSignIn.tsx";

const TITLES: Record<TAuthView, string> = {
  phone: m.authorization,
  login: m.loginTitle,
  registration: m.registrationTitle,
  requestPassword: m.requestPasswordTitle,
};

/**
 * The sign-in dialogs (a lazy chunk, loaded on the first open): the phone popup and the password
 * login, registration and password request, with the transitions of spec §4 — the phone is carried
 * between them; registration and the password request lead to the login with the phone filled in.
 */
export interface IAuthDialogsProps {
  /** the shell's dialog state (the store stays in the shell's chunk; this chunk only gets its values) */
  state: IAuthDialogState;
  open: (view: TAuthView, o?: { phone?: string; afterSignIn?: TAfterSignIn }) => void;
  close: () => void;
  api?: TAuthApi;
  /** reloads the shopper's header state (the shell's `refreshShopper`) */
  onSignedIn?: () => void;
}

export default function AuthDialogs({ state, open, close, api: given, onSignedIn }: IAuthDialogsProps) {
  const api = useMemo(() => given ?? createAuthApi(), [given]);
  const { view: shown, isOpen, phone, afterSignIn } = state;
  const navigate = useNavigate();

  // success: close, then the remembered page (or a reload); the header's counts follow the user
  const signedIn = () => {
    close();
    if (afterSignIn === "reload") {
      window.location.reload();
      return;
    }
    onSignedIn?.();
    void navigate(afterSignIn.go);
  };

  return (
    <AuthDialog
      isOpen={isOpen}
      onOpenChange={(next) => (next ? open(shown) : close())}
      title={TITLES[shown]}
      kicker={shown === "phone" ? m.personalAccount : undefined}
    >
      {/* keyed by the view: each dialog starts from the carried phone */}
      {shown === "phone" ? (
        <PhoneSignIn
          key="phone"
          api={api}
          initialPhone={phone}
          onSignedIn={signedIn}
          onPasswordLogin={(typed) => open("login", { phone: typed })}
        />
      ) : shown === "login" ? (
        <LoginPanel
          key="login"
          api={api}
          initialPhone={phone}
          onSignedIn={signedIn}
          onRegister={(typed) => open("registration", { phone: typed })}
          onRequestPassword={(typed) => open("requestPassword", { phone: typed })}
        />
      ) : shown === "registration" ? (
        <RegistrationPanel
          key="registration"
          api={api}
          initialPhone={phone}
          onRegistered={(typed) => open("login", { phone: typed })}
          onLogin={(typed) => open("login", { phone: typed })}
        />
      ) : (
        <RequestPasswordPanel
          key="requestPassword"
          api={api}
          initialPhone={phone}
          onSent={(typed) => open("login", { phone: typed })}
          onLogin={(typed) => open("login", { phone: typed })}
        />
      )}
    </AuthDialog>
  );
}
