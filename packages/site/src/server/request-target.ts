/*
 * A request target that is not a plain local path — `//evil.example/x` (read by URL parsers as
 * another host), `/\evil.example/`, absolute-form `http://evil.example/x` — is answered by one 301
 * to the local path it normalises to, for every visitor and before any cache.
 */

const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/** The local path an unsafe target redirects to, or null when the target is a plain local path. */
export function localTarget(rawUrl: string, normalizePath: (path: string) => string | null): string | null {
  const absolute = ABSOLUTE_FORM.exec(rawUrl);
  const target = absolute ? rawUrl.slice(absolute[0].length) || "/" : rawUrl;
  const queryStart = target.indexOf("?");
  const pathname = queryStart === -1 ? target : target.slice(0, queryStart);
  const isUnsafe = absolute !== null || !pathname.startsWith("/") || /\/\/|\\/.test(pathname);
  if (!isUnsafe) return null;
  const normal = normalizePath(target.startsWith("/") ? target : `/${target}`) ?? target;
  // whatever the rule returned, the Location is a single-slash local path
  return `/${normal.replace(/^[/\\]+/, "")}`;
}
