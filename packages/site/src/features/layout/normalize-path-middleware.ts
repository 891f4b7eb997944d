import { normalizePath, resolveLegacyRedirect } from "@optika/domain";
import { type MiddlewareFunction, redirect } from "react-router";

/**
 * Before anything else: capitals → lowercase, trailing slash removed, as one 301 (query kept).
 * A path that also matches the legacy table goes straight to its final address (no chains).
 */
export const normalizePathMiddleware: MiddlewareFunction<Response> = ({ url }) => {
  const normal = normalizePath(url.pathname);
  if (normal === null) return;
  const target = resolveLegacyRedirect(`${normal}${url.search}`, { productSlugExists: () => false });
  throw redirect(target ?? `${normal}${url.search}`, 301);
};
