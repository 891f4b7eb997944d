import { safeReturnPath } from "@optika/domain/urls";

/** The sign-in page a guest is sent to. */
export const AUTHORIZATION_PATH = "/authorization";
/** Where a signed-in shopper lands after signing in without a remembered page. */
export const PROFILE_PATH = "/profile";

/** The local path + query of a URL (the page to come back to after signing in). */
export function localPathOf(url: URL | string): string {
  const parsed = typeof url === "string" ? new URL(url, "http://localhost") : url;
  return safeReturnPath(`${parsed.pathname}${parsed.search}`);
}

/**
 * `/authorization?redirect=<local path>` for a guest who asked for `returnTo`; the bare page when
 * there is nothing (or nothing safe) to come back to.
 */
export function authorizationHref(returnTo: string | null | undefined): string {
  const path = safeReturnPath(returnTo);
  return path === "/" ? AUTHORIZATION_PATH : `${AUTHORIZATION_PATH}?redirect=${encodeURIComponent(path)}`;
}

/** The safe `redirect` query parameter of a URL, or `fallback` when absent or not a local path. */
export function returnPathFrom(url: URL | string, fallback: string = PROFILE_PATH): string {
  const parsed = typeof url === "string" ? new URL(url, "http://localhost") : url;
  const candidate = parsed.searchParams.get("redirect");
  if (candidate === null || candidate === "") return fallback;
  const path = safeReturnPath(candidate);
  return path === "/" && candidate !== "/" ? fallback : path;
}
