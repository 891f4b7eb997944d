import { COOKIE_NAMES } from "@optika/domain/constants";
import { cityCookie, cityIdFromSearch, shouldSuggestCity } from "@optika/domain/geo";

/** Where the page is, for the cookie and redirect rules (window.location in the browser). */
export type TCityPlace = {
  host: string;
  protocol: string;
  pathname: string;
  search: string;
  /** The site's BASE_HOST (layout data), under which the city subdomains live. */
  baseHost: string;
  /** PARTNER_HOST_LABEL (layout data): kept in front of the base host when the city changes. */
  partnerLabel?: string | undefined;
};

function readCookies(cookieHeader: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0) out[part.slice(0, eq).trim()] ??= part.slice(eq + 1).trim();
  }
  return out;
}

function writeCookie(doc: Document, place: TCityPlace, name: "city_id" | "accept_city", value: string) {
  doc.cookie = cityCookie({
    name,
    value,
    baseHost: place.baseHost,
    host: place.host,
    isSecure: place.protocol === "https:",
  });
}

/** Remembers the chosen city in the city_id cookie (a year, shared by the subdomains). */
export function rememberCity(doc: Document, place: TCityPlace, cityId: number): void {
  writeCookie(doc, place, COOKIE_NAMES.cityId, String(cityId));
}

/** 'Да' on the suggestion: accept_city, and the guessed city as the chosen one. */
export function acceptCity(doc: Document, place: TCityPlace, cityId: number): void {
  writeCookie(doc, place, COOKIE_NAMES.acceptCity, "1");
  rememberCity(doc, place, cityId);
}

/**
 * On arrival from the city redirect (`?c={id}`): the chosen city becomes this host's city_id
 * cookie (decision 0019: in the browser, so the HTML stays the same for everyone). Returns the id.
 */
export function rememberCityFromQuery(doc: Document, place: TCityPlace): number | null {
  const id = cityIdFromSearch(place.search);
  if (id !== null) rememberCity(doc, place, id);
  return id;
}

/** The suggestion shows unless accept_city or the provisional city (city_id) cookie exists. */
export function isCitySuggestionWanted(doc: Document): boolean {
  return shouldSuggestCity(readCookies(doc.cookie));
}
