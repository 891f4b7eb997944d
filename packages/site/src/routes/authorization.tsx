import { authFormMessages as m } from "@optika/ui";
import { useMemo } from "react";
import { Link, type LoaderFunctionArgs, type MetaFunction, useLoaderData, useNavigate } from "react-router";
import { AuthPage, authPageStyles as styles } from "../features/auth/AuthPage.tsx";
import { createAuthApi } from "../features/auth/auth-api.ts";
import { useAuthDialogStore } from "../features/auth/auth-dialog-store.ts";
import { PhoneSignIn } from "../features/auth/PhoneSignIn.tsx";
import { requireGuest } from "../features/auth/require-user.server.ts";
import { returnPathFrom } from "../features/auth/return-path.ts";
import { personalPageMeta } from "../features/profile/profile-meta.ts";

/** Guests only: a signed-in shopper goes on to the remembered page (else `/profile`). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const returnTo = returnPathFrom(url);
  await requireGuest({ request, context }, returnTo);
  return { returnTo };
}

export const meta: MetaFunction = ({ matches }) => personalPageMeta(matches, m.personalAccount);

/** `/authorization`: the phone sign-in ('Личный кабинет'), then `/login` returns to the remembered page. */
export default function AuthorizationRoute() {
  const { returnTo } = useLoaderData<typeof loader>();
  const api = useMemo(() => createAuthApi(), []);
  const navigate = useNavigate();
  const openDialog = useAuthDialogStore((state) => state.open);
  const finish = `/login?redirect=${encodeURIComponent(returnTo)}`;
  return (
    <AuthPage
      kicker={m.personalAccount}
      title={m.authorization}
      aside={
        <>
          <span>{m.noAccount}</span>
          <Link className={styles.link} to="/registration">
            {m.register}
          </Link>
        </>
      }
    >
      <PhoneSignIn
        api={api}
        onSignedIn={() => void navigate(finish)}
        onPasswordLogin={(phone) => openDialog("login", { phone, afterSignIn: { go: finish } })}
      />
    </AuthPage>
  );
}
