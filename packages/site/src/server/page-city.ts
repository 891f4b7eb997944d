import { CART_COUNT_COOKIE, readBadgeCount, WISHLIST_COUNT_COOKIE } from "@optika/api-contract";
import { COOKIE_NAMES } from "@optika/domain/constants";

/*
 * What a page shared by every shopper of one brand + city + URL may read of the request's city
 * inputs (decision 0017). The current city is chosen from the subdomain of the host, else the
 * `city_id` cookie, else the default — never from the session, so that a cached page cannot carry
 * one shopper's session-stored city to another. The storefront server renders shared pages with a
 * request that carries only these inputs (no session, no sign-in) and keys its page cache by them.
 */

/**
 * The cookies a shared page may depend on (each is part of the page-cache key, nothing else is sent):
 * the city, and the header badges' counts (1…100 each, decision 0024: the API keeps them equal to the
 * cart's and wishlist's counts, so the server renders the right badges; a count is no secret).
 */
export const PAGE_COOKIES: readonly string[] = [
  COOKIE_NAMES.cityId,
  CART_COUNT_COOKIE,
  WISHLIST_COUNT_COOKIE,
];

const CITY_ID = /^[1-9]\d{0,8}$/;

function cookieValues(header: string | null | undefined): Map<string, string> {
  const values = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (name && !values.has(name)) values.set(name, part.slice(eq + 1).trim());
  }
  return values;
}

/** A page cookie's value when it is well-formed (a city id), else null: what the key and the render see. */
function pageCookieValue(name: string, raw: string | undefined): string | null {
  if (raw === undefined) return null;
  if (name === COOKIE_NAMES.cityId) return CITY_ID.test(raw) ? raw : null;
  if (name === CART_COUNT_COOKIE || name === WISHLIST_COUNT_COOKIE) {
    const count = readBadgeCount(raw);
    return count === null ? null : String(count);
  }
  return null;
}

/**
 * The city inputs of a request: the host (its subdomain picks the city, its partner label the
 * brand), lowercased, and the well-formed `city_id` cookie. A shared page depends on these only.
 */
export function pageCityInputs(o: { host: string; cookie: string | null | undefined }): {
  host: string;
  cookies: string;
} {
  const values = cookieValues(o.cookie);
  const cookies = PAGE_COOKIES.flatMap((name) => {
    const value = pageCookieValue(name, values.get(name));
    return value === null ? [] : [`${name}=${value}`];
  }).join("; ");
  return { host: o.host.toLowerCase(), cookies };
}
