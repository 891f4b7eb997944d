import { authFormMessages as m } from "@optika/ui";
import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { AuthPageFlow } from "../features/auth/AuthPageFlow.tsx";
import { requireGuest } from "../features/auth/require-user.server.ts";
import { returnPathFrom } from "../features/auth/return-path.ts";
import { personalPageMeta } from "../features/profile/profile-meta.ts";

/** Guests only: a signed-in shopper goes on to the remembered page (else `/profile`). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const returnTo = returnPathFrom(new URL(request.url));
  await requireGuest({ context }, returnTo);
  return { returnTo };
}

export const meta: MetaFunction = ({ matches }) => personalPageMeta(matches, m.registrationTitle);

/** `/registration`: name and phone; the password comes by SMS and the login follows with the phone. */
export default function RegistrationRoute() {
  const { returnTo } = useLoaderData<typeof loader>();
  return <AuthPageFlow start="registration" returnTo={returnTo} />;
}
