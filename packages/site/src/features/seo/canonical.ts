import { pageHref } from "@optika/domain/pagination";
import { canonicalPathname } from "@optika/domain/urls";

/*
 * Canonical links are the site's public origin plus a local path. The production server builds every
 * request URL from PUBLIC_ORIGIN (never from the Host header), so loaders pass `url.origin`; this
 * module still takes only the origin of what it is given and a single-slash path, so that neither
 * a `//host` path nor a stray URL can put another host into the link.
 */

/** `origin` reduced to scheme://host[:port] (a full URL is accepted; its path is dropped). */
function originOf(origin: string): string {
  return new URL(origin).origin;
}

/** Absolute canonical URL of a listing page: its canonical path, plus `page` beyond the first. */
export function canonicalUrl(origin: string, canonicalPath: string, page = 1): string {
  const [path = "/", query = ""] = canonicalPath.split("?", 2);
  return `${originOf(origin)}${pageHref(canonicalPathname(path), query, page)}`;
}
