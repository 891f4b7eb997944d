import type { COOKIE_NAMES } from "../constants/business-constants.ts";
import { CITY_QUERY_PARAM } from "./city-subdomain-url.ts";

/** The city cookies (city_id, accept_city) live a year (decision 0019). */
export const CITY_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export type TCityCookieInput = {
  readonly name: typeof COOKIE_NAMES.cityId | typeof COOKIE_NAMES.acceptCity;
  readonly value: string;
  /** The site's base host without subdomain: "optika.ru", "localhost". */
  readonly baseHost: string;
  /** The host the page is on, with port if any: "ekb.optika.ru", "localhost:3000". */
  readonly host: string;
  readonly isSecure: boolean;
};

/**
 * The Domain the shop's cookies take so that the base host and every city subdomain share them
 * ("msk.optika.ru", "jj.optika.ru" and "optika.ru" → "optika.ru"): a shopper who changes the city
 * keeps the session, the cart, the sign-in and the cookie consent. Null, and the cookie stays on
 * its host, when the host is not under the base host or the base host has no dot (browsers refuse
 * `Domain=localhost`; locally each subdomain has its own cookies).
 */
export function sharedCookieDomain(host: string, baseHost: string): string | null {
  const base = baseHost.trim().toLowerCase().replace(/\.$/, "");
  const hostname = (host.trim().toLowerCase().split(":")[0] ?? "").replace(/\.$/, "");
  const onBase = hostname === base || hostname.endsWith(`.${base}`);
  return onBase && base.includes(".") ? base : null;
}

/**
 * A `document.cookie` assignment for a city cookie: a year, `Path=/`, `SameSite=Lax`, and
 * `Domain={baseHost}` when the page is on the base host or one of its subdomains, so that
 * "msk.optika.ru" and "optika.ru" share it. A base host without a dot ("localhost") gets no
 * Domain (browsers refuse `Domain=localhost`): there the cookie stays on its host, and the
 * `c=` parameter of the city redirect sets it on the new host (decision 0019).
 */
export function cityCookie(input: TCityCookieInput): string {
  const domain = sharedCookieDomain(input.host, input.baseHost);
  const parts = [
    `${input.name}=${encodeURIComponent(input.value)}`,
    "Path=/",
    `Max-Age=${CITY_COOKIE_MAX_AGE_S}`,
    "SameSite=Lax",
  ];
  if (domain) parts.push(`Domain=${domain}`);
  if (input.isSecure) parts.push("Secure");
  return parts.join("; ");
}

const ID = /^[1-9]\d{0,9}$/;

/** The chosen city id the city redirect carries (`?c=2`), or null when absent or not an id. */
export function cityIdFromSearch(search: string): number | null {
  const value = new URLSearchParams(search).get(CITY_QUERY_PARAM);
  if (value === null || !ID.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
