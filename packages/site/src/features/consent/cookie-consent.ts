import { COOKIE_NAMES } from "@optika/domain/constants";
import type { ICookieJar } from "../start-order/browser-cookies.ts";

/** How long the shopper's 'Принять' is remembered (the spec gives no lifetime): one year. */
export const COOKIES_ACCEPTED_MAX_AGE_S = 365 * 24 * 60 * 60;

/** spec §2: the cookie popup shows while the `cookies_accepted` cookie is absent. */
export function needsCookieConsent(jar: ICookieJar): boolean {
  return jar.get(COOKIE_NAMES.cookiesAccepted) === undefined;
}

export function acceptCookies(jar: ICookieJar): void {
  jar.set(COOKIE_NAMES.cookiesAccepted, "1", COOKIES_ACCEPTED_MAX_AGE_S);
}
