import { AuthDialog, authFormMessages as m } from "@optika/ui";
import { useMemo } from "react";
import { useNavigate } from "react-router";
import { refreshShopper } from "../shopper/use-shopper.ts";
import { createAuthApi, type TAuthApi } from "./auth-api.ts";
import { type TAuthView, useAuthDialogStore } from "./auth-dialog-store.ts";
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
export default function AuthDialogs({ api: given }: { api?: TAuthApi }) {
  const api = useMemo(() => given ?? createAuthApi(), [given]);
  const { view: shown, isOpen, phone, afterSignIn, open, close } = useAuthDialogStore();
  const navigate = useNavigate();

  // success: close, then the remembered page (or a reload); the header's counts follow the user
  const signedIn = () => {
    close();
    if (afterSignIn === "reload") {
      window.location.reload();
      return;
    }
    void refreshShopper();
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
