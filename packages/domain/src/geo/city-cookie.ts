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
 * A `document.cookie` assignment for a city cookie: a year, `Path=/`, `SameSite=Lax`, and
 * `Domain={baseHost}` when the page is on the base host or one of its subdomains, so that
 * "msk.optika.ru" and "optika.ru" share it. A base host without a dot ("localhost") gets no
 * Domain (browsers refuse `Domain=localhost`): there the cookie stays on its host, and the
 * `c=` parameter of the city redirect sets it on the new host (decision 0019).
 */
export function cityCookie(input: TCityCookieInput): string {
  const base = input.baseHost.trim().toLowerCase().replace(/\.$/, "");
  const hostname = (input.host.toLowerCase().split(":")[0] ?? "").replace(/\.$/, "");
  const onBase = hostname === base || hostname.endsWith(`.${base}`);
  const parts = [
    `${input.name}=${encodeURIComponent(input.value)}`,
    "Path=/",
    `Max-Age=${CITY_COOKIE_MAX_AGE_S}`,
    "SameSite=Lax",
  ];
  if (onBase && base.includes(".")) parts.push(`Domain=${base}`);
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
