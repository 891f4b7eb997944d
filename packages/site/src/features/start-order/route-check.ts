/** spec §4 Auth: the profile pages a guest may not see; they go to /authorization instead. */
const SIGNED_IN_ONLY = new Set([
  "/profile",
  "/profile/bonuses",
  "/profile/discount-card",
  "/profile/zapis",
  "/profile/my-acuvue",
]);

export const SIGN_IN_PATH = "/authorization";

/** Where a shopper must go instead of `pathname`, or null when they may stay. */
export function routeCheckRedirect(pathname: string, isSignedIn: boolean): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return !isSignedIn && SIGNED_IN_ONLY.has(path.toLowerCase()) ? SIGN_IN_PATH : null;
}
