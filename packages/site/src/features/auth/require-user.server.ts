import type { TShopperUser } from "@optika/api-contract";
import { redirect } from "react-router";
import { apiContext, type TApiClient } from "../../server/api.server.ts";
import { authorizationHref, localPathOf, PROFILE_PATH } from "./return-path.ts";

type TGuardArgs = {
  /** the loader's `url`: the page's address (a browser navigation's request is `/page.data?_routes=…`) */
  url: URL;
  context: { get(key: typeof apiContext): TApiClient };
};

/** The signed-in shopper of a request (`GET /auth/user`), or null for a guest or any failure. */
export async function currentUser({ context }: Pick<TGuardArgs, "context">): Promise<TShopperUser | null> {
  try {
    const response = await context.get(apiContext).auth.currentUser();
    return response.status === 200 ? response.body.user : null;
  } catch {
    return null;
  }
}

/**
 * For a loader of a page only a signed-in shopper sees (profile area, `/profile/zapis`): the user,
 * or a thrown redirect of a guest to `/authorization?redirect=<this page>` (local path and query
 * only, domain `safeReturnPath`), so signing in comes back here.
 */
export async function requireUser(args: TGuardArgs): Promise<TShopperUser> {
  const user = await currentUser(args);
  if (user) return user;
  throw redirect(authorizationHref(localPathOf(args.url)));
}

/** For a guest-only page (`/authorization`, `/registration`): a signed-in shopper goes to `to`. */
export async function requireGuest(
  args: Pick<TGuardArgs, "context">,
  to: string = PROFILE_PATH,
): Promise<void> {
  if (await currentUser(args)) throw redirect(to);
}
