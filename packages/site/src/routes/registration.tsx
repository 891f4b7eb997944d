import { authFormMessages as m } from "@optika/ui";
import { useMemo } from "react";
import { Link, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { AuthPage, authPageStyles as styles } from "../features/auth/AuthPage.tsx";
import { createAuthApi } from "../features/auth/auth-api.ts";
import { useAuthDialogStore } from "../features/auth/auth-dialog-store.ts";
import { RegistrationPanel } from "../features/auth/PasswordPanels.tsx";
import { requireGuest } from "../features/auth/require-user.server.ts";
import { returnPathFrom } from "../features/auth/return-path.ts";
import { personalPageMeta } from "../features/profile/profile-meta.ts";

/** Guests only: a signed-in shopper goes to `/profile`. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const returnTo = returnPathFrom(new URL(request.url));
  await requireGuest({ request, context }, returnTo);
  return { returnTo };
}

export const meta: MetaFunction = ({ matches }) => personalPageMeta(matches, m.registrationTitle);

/** `/registration`: name and phone; the password comes by SMS and the login opens with the phone. */
export default function RegistrationRoute() {
  const { returnTo } = useLoaderData<typeof loader>();
  const api = useMemo(() => createAuthApi(), []);
  const openDialog = useAuthDialogStore((state) => state.open);
  const finish = { go: `/login?redirect=${encodeURIComponent(returnTo)}` };
  const toLogin = (phone: string) => openDialog("login", { phone, afterSignIn: finish });
  return (
    <AuthPage
      title={m.registrationTitle}
      aside={
        <>
          <span>{m.haveAccount}</span>
          <Link className={styles.link} to="/authorization">
            {m.signIn}
          </Link>
        </>
      }
    >
      <RegistrationPanel api={api} initialPhone="" onRegistered={toLogin} onLogin={toLogin} />
    </AuthPage>
  );
}
