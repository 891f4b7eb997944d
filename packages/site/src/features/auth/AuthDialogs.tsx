import { AuthDialog, authFormMessages as m } from "@optika/ui";
import { loyaltySignInMessages } from "@optika/ui/loyalty-sign-in";
import { lazy, Suspense, useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { useLayoutData } from "../layout/use-layout.ts";
import { afterLoyaltySignIn } from "../myacuvue/after-loyalty-sign-in.ts";
import { useShopper } from "../shopper/use-shopper.ts";
import { createAuthApi, type TAuthApi } from "./auth-api.ts";
import type { IAuthDialogState, TAfterSignIn, TAuthView } from "./auth-dialog-store.ts";
import { LoginPanel, RegistrationPanel, RequestPasswordPanel } from "./PasswordPanels.tsx";
import { PhoneSignIn } from "./PhoneSignIn.tsx";

const TITLES: Record<TAuthView, string> = {
  phone: m.authorization,
  login: m.loginTitle,
  registration: m.registrationTitle,
  requestPassword: m.requestPasswordTitle,
  loyalty: loyaltySignInMessages.title,
};

// the MyACUVUE sign-in arrives in a chunk of its own, on its first open
const LoyaltySignIn = lazy(() => import("../myacuvue/LoyaltySignIn.tsx"));

/** The MyACUVUE programme as this page has it (spec §9: enabled by a flag). */
export interface ILoyaltySignInSettings {
  isEnabled: boolean;
  /** the city's clinics page when it has clinics, else null (the not-registered view's app links) */
  clinicsHref: string | null;
  /** the signed-in shopper's phone (prefilled and locked) */
  knownPhone: string | null;
}

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
  /**
   * the MyACUVUE sign-in (default: the layout's flag and city, the shopper's phone — read here, in
   * the lazy chunk, not in the shell); disabled: no 'Войти через MyACUVUE'
   */
  loyalty?: ILoyaltySignInSettings;
}

export default function AuthDialogs({
  state,
  open,
  close,
  api: given,
  onSignedIn,
  loyalty: givenLoyalty,
}: IAuthDialogsProps) {
  const api = useMemo(() => given ?? createAuthApi(), [given]);
  const layout = useLayoutData();
  const { user } = useShopper();
  const loyalty = givenLoyalty ?? {
    isEnabled: layout?.myAcuvueEnabled ?? false,
    clinicsHref: layout?.city?.hasData ? "/kontakty" : null,
    knownPhone: user?.phone ?? null,
  };
  const { view: requested, isOpen, phone } = state;
  const isLoyaltyEnabled = loyalty.isEnabled;
  // the MyACUVUE dialog is not offered when the programme is off
  const shown = requested === "loyalty" && !isLoyaltyEnabled ? "phone" : requested;
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // success: close, then the remembered page (or a reload); the header's counts follow the user
  const signedIn = (afterSignIn: TAfterSignIn = state.afterSignIn) => {
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
      kicker={
        shown === "phone" ? m.personalAccount : shown === "loyalty" ? loyaltySignInMessages.kicker : undefined
      }
    >
      {/* keyed by the view: each dialog starts from the carried phone */}
      {shown === "phone" ? (
        <PhoneSignIn
          key="phone"
          api={api}
          initialPhone={phone}
          onSignedIn={() => signedIn()}
          onPasswordLogin={(typed) => open("login", { phone: typed })}
          onLoyaltySignIn={isLoyaltyEnabled ? () => open("loyalty") : undefined}
        />
      ) : shown === "loyalty" ? (
        <Suspense fallback={null}>
          <LoyaltySignIn
            key="loyalty"
            knownPhone={loyalty.knownPhone}
            clinicsHref={loyalty.clinicsHref}
            onSignedIn={() => signedIn(afterLoyaltySignIn(pathname))}
            onClose={close}
          />
        </Suspense>
      ) : shown === "login" ? (
        <LoginPanel
          key="login"
          api={api}
          initialPhone={phone}
          onSignedIn={() => signedIn()}
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
