/**
 * Canonical form of a request path: lowercased when it has capitals, repeated slashes collapsed
 * (so "//x" can never become an off-site "//x"), backslashes read as slashes, no trailing slash
 * (except "/"). A query string ("?…") is kept as is. Returns null when the path is already canonical.
 */
export function normalizePath(path: string): string | null {
  const queryStart = path.indexOf("?");
  const pathname = queryStart === -1 ? path : path.slice(0, queryStart);
  const query = queryStart === -1 ? "" : path.slice(queryStart);
  const normal = canonicalPathname(pathname);
  return normal === pathname ? null : normal + query;
}

/** The canonical form of a pathname (always starts with "/"). */
export function canonicalPathname(pathname: string): string {
  let result = /[A-Z]/.test(pathname) ? pathname.toLowerCase() : pathname;
  result = result.replace(/[/\\]+/g, "/");
  if (!result.startsWith("/")) result = `/${result}`;
  if (result.length > 1 && result.endsWith("/")) result = result.slice(0, -1);
  return result;
}
