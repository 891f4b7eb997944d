import { authFormMessages as m } from "@optika/ui";
import { type ReactNode, useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useLayoutData } from "../layout/use-layout.ts";
import { AuthPage, authPageStyles as styles } from "./AuthPage.tsx";
import { createAuthApi } from "./auth-api.ts";
import { openLoyaltySignIn } from "./auth-dialog-store.ts";
import { LoginPanel, RegistrationPanel, RequestPasswordPanel } from "./PasswordPanels.tsx";
import { PhoneSignIn } from "./PhoneSignIn.tsx";

type TPageView = "phone" | "login" | "registration" | "requestPassword";

const TITLES: Record<TPageView, string> = {
  phone: m.authorization,
  login: m.loginTitle,
  registration: m.registrationTitle,
  requestPassword: m.requestPasswordTitle,
};

/**
 * `/authorization` and `/registration`: the dialogs' forms and transitions in the page itself
 * (spec §4: the phone carried between them; registration and the password request lead to the
 * login with the phone filled in). Signing in goes through `/login`, which returns to `returnTo`.
 */
export function AuthPageFlow({ start, returnTo }: { start: "phone" | "registration"; returnTo: string }) {
  const api = useMemo(() => createAuthApi(), []);
  const navigate = useNavigate();
  const [view, setView] = useState<TPageView>(start);
  const [phone, setPhone] = useState("");
  const go = (next: TPageView) => (typed: string) => {
    setPhone(typed);
    setView(next);
  };
  const finish = () => void navigate(`/login?redirect=${encodeURIComponent(returnTo)}`);
  // 'Войти через MyACUVUE' opens the programme's dialog, as in the sign-in popup
  const isLoyaltyEnabled = useLayoutData()?.myAcuvueEnabled ?? false;

  let form: ReactNode;
  if (view === "phone")
    form = (
      <PhoneSignIn
        api={api}
        initialPhone={phone}
        onSignedIn={finish}
        onPasswordLogin={go("login")}
        onLoyaltySignIn={isLoyaltyEnabled ? openLoyaltySignIn : undefined}
      />
    );
  else if (view === "login")
    form = (
      <LoginPanel
        api={api}
        initialPhone={phone}
        onSignedIn={finish}
        onRegister={go("registration")}
        onRequestPassword={go("requestPassword")}
      />
    );
  else if (view === "registration")
    form = (
      <RegistrationPanel api={api} initialPhone={phone} onRegistered={go("login")} onLogin={go("login")} />
    );
  else
    form = <RequestPasswordPanel api={api} initialPhone={phone} onSent={go("login")} onLogin={go("login")} />;

  return (
    <AuthPage
      kicker={view === "phone" ? m.personalAccount : undefined}
      title={TITLES[view]}
      aside={
        view === "phone" ? (
          <>
            <span>{m.noAccount}</span>
            <button type="button" className={styles.link} onClick={() => go("registration")(phone)}>
              {m.register}
            </button>
          </>
        ) : view === "registration" ? (
          // the form itself offers 'Уже зарегистрированы? Войти по паролю': here the other way in
          <Link
            className={styles.link}
            to={`/authorization?redirect=${encodeURIComponent(returnTo)}`}
            onClick={() => setView("phone")}
          >
            {m.toCodeSignIn}
          </Link>
        ) : (
          <button type="button" className={styles.link} onClick={() => setView("phone")}>
            {m.requestCode}
          </button>
        )
      }
    >
      {/* keyed by the view: each form starts from the carried phone */}
      <div key={view}>{form}</div>
    </AuthPage>
  );
}
