/**
 * Set-Cookie headers the storefront sends after GET /configs, for a visitor without a session only
 * (the config is asked without the session, so the API mints one for everyone; a shopper who has
 * one keeps it): the API's own session cookie when it set one, else a cookie built from the
 * session header (60 days).
 */
export function sessionCookiesToSet(o: {
  apiSetCookies: readonly string[];
  sessionHeader: string | null;
  hadSession: boolean;
  cookieName: string;
  maxAgeSeconds: number;
}): string[] {
  if (o.hadSession) return [];
  const prefix = `${o.cookieName}=`;
  const fromApi = o.apiSetCookies.filter((cookie) => cookie.trimStart().startsWith(prefix));
  if (fromApi.length > 0) return fromApi;
  if (!o.sessionHeader) return [];
  return [
    `${o.cookieName}=${encodeURIComponent(o.sessionHeader)}; Max-Age=${o.maxAgeSeconds}; Path=/; SameSite=Lax`,
  ];
}
