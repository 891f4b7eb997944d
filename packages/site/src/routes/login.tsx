import { type LoaderFunctionArgs, redirect } from "react-router";
import { currentUser } from "../features/auth/require-user.server.ts";
import { authorizationHref, returnPathFrom } from "../features/auth/return-path.ts";

/**
 * `/login`, the sign-in callback: a signed-in shopper goes to the remembered `redirect` (local paths
 * only, else `/profile`); a guest to `/authorization`, still remembering it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const user = await currentUser({ context });
  if (user) throw redirect(returnPathFrom(url));
  throw redirect(authorizationHref(returnPathFrom(url, "/")));
}
