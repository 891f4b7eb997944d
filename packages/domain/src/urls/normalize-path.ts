/**
 * Pages addressed by a case-sensitive token (an order's unguessable hash, base64url): only the part
 * before the token is lowercased, or the page could never be reached.
 */
const TOKEN_PATH =
  /^(\/order\/(?:success\/|payment\/(?:cancel\/)?)?|\/checkout\/process\/)([A-Za-z0-9_-]+)$/i;

/** A percent-escape ("%D0"): its hex digits are a byte, not capitals of the path (browsers send them uppercase). */
const ESCAPE = /%[0-9A-Fa-f]{2}/g;

/** The path with its letters lowercased and its percent-escapes kept as they are. */
function lowerOutsideEscapes(path: string): string {
  let result = "";
  let last = 0;
  for (const match of path.matchAll(ESCAPE)) {
    result += path.slice(last, match.index).toLowerCase() + match[0];
    last = match.index + match[0].length;
  }
  return result + path.slice(last).toLowerCase();
}

function lowercased(pathname: string): string {
  if (!/[A-Z]/.test(pathname.replace(ESCAPE, ""))) return pathname;
  const token = TOKEN_PATH.exec(pathname);
  return token ? `${(token[1] ?? "").toLowerCase()}${token[2] ?? ""}` : lowerOutsideEscapes(pathname);
}

/**
 * Canonical form of a request path: lowercased when it has capitals (except an order's hash and the
 * hex digits of percent-escapes), repeated slashes collapsed
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
  let result = pathname.replace(/[/\\]+/g, "/");
  if (!result.startsWith("/")) result = `/${result}`;
  if (result.length > 1 && result.endsWith("/")) result = result.slice(0, -1);
  return lowercased(result);
}
