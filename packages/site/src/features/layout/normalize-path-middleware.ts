import { normalizePath, resolveLegacyRedirect } from "@optika/domain/urls";
import { type MiddlewareFunction, redirect } from "react-router";
import { createApiClient, type TApiClient } from "../../server/api.server.ts";
import { SERVICE_SLUG, serviceCategoryOrMove } from "../clinics/service-address.server.ts";

/** A Location that can only be a path on this site ("//host" or "/\host" would leave it). */
export function localLocation(target: string): string {
  return `/${target.replace(/^[/\\]+/, "")}`;
}

/**
 * Before anything else: capitals → lowercase, repeated slashes and backslashes collapsed, trailing
 * slash removed, as one 301 (query kept) to a local path — for every visitor (the production
 * server answers `//host` targets with the same 301 before its page cache). A path that also
 * matches the legacy table, or an old service address (`/uslugi/{old}/`), goes straight to its
 * final address (no chains).
 */
export const normalizePathMiddleware: MiddlewareFunction<Response> = async ({ url, request }) => {
  const normal = normalizePath(url.pathname);
  if (normal === null) return;
  const target =
    resolveLegacyRedirect(`${normal}${url.search}`, { productSlugExists: () => false }) ??
    (await oldServiceLocation(normal, () => createApiClient(request, { shared: true })));
  throw redirect(localLocation(target ?? `${normal}${url.search}`), 301);
};

/** The final address of an old service path `/uslugi/{slug}` (null: not one, or a category's page). */
export async function oldServiceLocation(path: string, api: () => TApiClient): Promise<string | null> {
  const slug = /^\/uslugi\/([^/]+)$/.exec(path)?.[1];
  if (slug === undefined || !SERVICE_SLUG.test(slug)) return null;
  const found = await serviceCategoryOrMove(api(), slug);
  return "location" in found ? found.location : null;
}
