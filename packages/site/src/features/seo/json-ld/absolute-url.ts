/**
 * An absolute URL on the site's public origin for a local path or an already absolute http(s) URL.
 * JSON-LD wants absolute URLs; a `//host` path never puts another host into them.
 */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const path = `/${pathOrUrl.replace(/^[/\\]+/, "")}`;
  return `${new URL(origin).origin}${path}`;
}
