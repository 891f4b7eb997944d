import { CART_COUNT_COOKIE } from "@optika/api-contract";

/**
 * An order takes the whole cart, but the API makes it for the storefront's server, which keeps the
 * API's cookies to itself: the browser's `cart_count` (the badge the server renders, decision 0024)
 * stayed at the old count, and the thank-you page after the payment provider showed '2' on an
 * empty cart until the page had loaded its scripts. The redirect that follows a made order clears
 * it, as the API does when a cart falls to 0 (same path and SameSite; the storefront server adds
 * the shared domain).
 */
export const CART_BADGE_AFTER_ORDER: HeadersInit = {
  "Set-Cookie": `${CART_COUNT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`,
};
