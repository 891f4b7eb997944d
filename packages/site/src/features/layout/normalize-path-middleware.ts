import { normalizePath, resolveLegacyRedirect } from "@optika/domain/urls";
import { type MiddlewareFunction, redirect } from "react-router";

/** A Location that can only be a path on this site ("//host" or "/\host" would leave it). */
export function localLocation(target: string): string {
  return `/${target.replace(/^[/\\]+/, "")}`;
}

/**
 * Before anything else: capitals → lowercase, repeated slashes and backslashes collapsed, trailing
 * slash removed, as one 301 (query kept) to a local path — for every visitor (the production
 * server answers `//host` targets with the same 301 before its page cache). A path that also
 * matches the legacy table goes straight to its final address (no chains).
 */
export const normalizePathMiddleware: MiddlewareFunction<Response> = ({ url }) => {
  const normal = normalizePath(url.pathname);
  if (normal === null) return;
  const target = resolveLegacyRedirect(`${normal}${url.search}`, { productSlugExists: () => false });
  throw redirect(localLocation(target ?? `${normal}${url.search}`), 301);
};
