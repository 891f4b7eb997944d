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
 * Set on `<html>` by the head's script when the shopper tapped 'Принять' before the page's modules
 * ran: the popup is hidden at once, and the hydrated page stores the answer
 * (`acceptedBeforeHydration`).
 */
export const COOKIE_POPUP_ACCEPTED_ATTRIBUTE = "data-cookie-popup-accepted";

/**
 * The same rule as `needsCookieConsent`, on `document.cookie`, as a script of the document's head:
 * every page carries the popup's markup (the HTML is shared by every shopper, decision 0017), and
 * this marks the document of a shopper without `cookies_accepted` before the first paint, so the
 * popup is drawn with the page instead of appearing after the start order (decision 0058).
 * For that shopper it also listens for a tap on the popup's button while the page's modules are
 * still on their way (on a slow phone, seconds): the popup goes at once and the document records
 * the answer for the hydrated page, which writes the cookie (the cookie's domain is its rule).
 */
export const COOKIE_POPUP_PENDING_SCRIPT = `(function(d){if(/(?:^|;\\s*)${COOKIE_NAMES.cookiesAccepted}=/.test(document.cookie))return;d.setAttribute("${COOKIE_POPUP_PENDING_ATTRIBUTE}","");document.addEventListener("click",function(e){var t=e.target;if(t&&t.closest&&t.closest("[data-cookie-popup] button")&&d.hasAttribute("${COOKIE_POPUP_PENDING_ATTRIBUTE}")){d.removeAttribute("${COOKIE_POPUP_PENDING_ATTRIBUTE}");d.setAttribute("${COOKIE_POPUP_ACCEPTED_ATTRIBUTE}","")}})})(document.documentElement)`;

/** The shopper tapped 'Принять' before hydration (the head's script marked `root`). */
export function acceptedBeforeHydration(root: Element): boolean {
  return root.hasAttribute(COOKIE_POPUP_ACCEPTED_ATTRIBUTE);
}
