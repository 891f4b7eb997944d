import { COOKIE_NAMES, DEFAULT_CITY } from "@optika/domain/constants";

/** Cookie names the storefront shares with the API (spec §3, one home in the domain). */
const { sessionToken: SESSION_COOKIE, authToken: AUTH_COOKIE, cityId: CITY_COOKIE } = COOKIE_NAMES;

/** Parses a Cookie header into name → value (first occurrence wins, values URI-decoded when valid). */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (!name || Object.hasOwn(cookies, name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
}

/**
 * A token as the API issues it (session and auth tokens are base64url, with a dot or two): any
 * other cookie value is none. A decoded value could hold a NUL, CR/LF or a character above U+00FF,
 * which no header may carry: forwarding it made fetch throw, and every shopper's page a 500.
 */
const TOKEN = /^[A-Za-z0-9._~+/=-]{1,512}$/;

function tokenOf(value: string | undefined): string | undefined {
  return value !== undefined && TOKEN.test(value) ? value : undefined;
}

/** The host the shopper asked for: x-forwarded-host (first value) when a proxy set it, else Host. */
export function requestHost(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  return forwarded || headers.get("host") || "";
}

/**
 * Headers a server-side loader sends to the API on the shopper's behalf: the session, the bearer
 * token, the city (the city_id cookie, else the default city's id) and the original host and client address. `shared`: for data that is the
 * same for every shopper of the city (a page shared through the page cache) — no session and no
 * bearer token, so the API picks the city from the explicit city and the host only (decision 0017).
 */
export function buildForwardHeaders(headers: Headers, o: { shared?: boolean } = {}): Record<string, string> {
  const cookies = parseCookies(headers.get("cookie"));
  const out: Record<string, string> = {};
  const session = o.shared ? undefined : tokenOf(cookies[SESSION_COOKIE]);
  if (session) out["x-session-token"] = session;
  const auth = o.shared ? undefined : tokenOf(cookies[AUTH_COOKIE]);
  if (auth) out.authorization = `Bearer ${auth}`;
  // Always stated, so the API decides the city from the request alone (host sub-domain, this
  // cookie, else the default) and never from the session: the HTML is the same for every shopper
  // of one host + city cookie + URL (decision 0019).
  const city = cookies[CITY_COOKIE];
  out["x-city-id"] = city && /^[1-9]\d{0,9}$/.test(city) ? city : String(DEFAULT_CITY.id);
  const host = requestHost(headers);
  if (host) out["x-forwarded-host"] = host;
  const forwardedFor = headers.get("x-forwarded-for");
  if (forwardedFor) out["x-forwarded-for"] = forwardedFor;
  const userAgent = headers.get("user-agent");
  if (userAgent) out["user-agent"] = userAgent;
  return out;
}
