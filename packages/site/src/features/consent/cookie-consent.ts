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

/** Set on `<html>` by `COOKIE_POPUP_PENDING_SCRIPT`: the server-rendered popup may show. */
export const COOKIE_POPUP_PENDING_ATTRIBUTE = "data-cookie-popup-pending";

/**
 * The same rule as `needsCookieConsent`, on `document.cookie`, as a script of the document's head:
 * every page carries the popup's markup (the HTML is shared by every shopper, decision 0017), and
 * this marks the document of a shopper without `cookies_accepted` before the first paint, so the
 * popup is drawn with the page instead of appearing after the start order (decision 0058).
 */
export const COOKIE_POPUP_PENDING_SCRIPT = `if(!/(?:^|;\\s*)${COOKIE_NAMES.cookiesAccepted}=/.test(document.cookie))document.documentElement.setAttribute("${COOKIE_POPUP_PENDING_ATTRIBUTE}","")`;
