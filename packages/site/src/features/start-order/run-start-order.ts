import { GOALS } from "@optika/domain/constants";
import { needsCookieConsent } from "../consent/cookie-consent.ts";
import { reachGoal, sendMetricsUserId } from "../marketing/metrics.ts";
import {
  fetchCartCount,
  fetchLastOrders,
  fetchLoyaltyProfile,
  fetchStores,
  fetchUser,
  fetchWishlistCount,
  saveCheckedOrders,
} from "../shopper/shopper-api.ts";
import { shopperStore } from "../shopper/shopper-store.ts";
import type { ICookieJar } from "./browser-cookies.ts";
import { ensureAbFlag, ensureDeviceUuid } from "./client-cookies.ts";
import { lastOrdersCheck } from "./last-orders.ts";
import { routeCheckRedirect } from "./route-check.ts";

export interface IStartOrderDeps {
  fetch: typeof fetch;
  jar: ICookieJar;
  pathname: string;
  navigate: (to: string) => void;
  makeUuid?: () => string;
  random?: () => number;
}

let lastOrdersChecked = false;

/** Tests only: the last-orders check runs once per page life. */
export function resetStartOrder(): void {
  lastOrdersChecked = false;
}

async function checkLastOrdersOnce(fetchImpl: typeof fetch): Promise<void> {
  if (lastOrdersChecked) return;
  lastOrdersChecked = true;
  const orders = await fetchLastOrders(fetchImpl);
  if (orders.length === 0) return;
  const { paidCertificateOrders, toSave } = lastOrdersCheck(orders);
  if (paidCertificateOrders.length > 0) reachGoal(GOALS.paySert);
  if (toSave.length > 0) await saveCheckedOrders(fetchImpl, toSave);
}

/**
 * The layout start order of spec §4, run once in the browser after hydration (the server HTML is
 * the same for every shopper): marketing tool, cart, user, wishlist, route check, loyalty profile,
 * stores, metrics user id, last orders (once, signed in only), cookie popup. Requests start in
 * that order and overlap; steps that need the user wait for it. Every call tolerates its
 * capability being absent (404 → none). Answers whether the cookie popup is needed.
 */
export async function runStartOrder(deps: IStartOrderDeps): Promise<{ showCookiePopup: boolean }> {
  const { fetch: fetchImpl, jar } = deps;
  ensureAbFlag(jar, deps.random);
  // the marketing tool's start: the device uuid every marketing event carries (the API reads the
  // cookie and records cart, wishlist and product-view events in its outbox, decision 0022)
  ensureDeviceUuid(jar, deps.makeUuid);

  const cart = fetchCartCount(fetchImpl);
  const userRequest = fetchUser(fetchImpl);
  const wishlist = fetchWishlistCount(fetchImpl);
  const user = await userRequest;

  const redirect = routeCheckRedirect(deps.pathname, user !== null);
  if (redirect) deps.navigate(redirect);

  const loyaltyProfile = user ? fetchLoyaltyProfile(fetchImpl) : Promise.resolve(null);
  const stores = fetchStores(fetchImpl);
  if (user) sendMetricsUserId(user.id);
  if (user) void checkLastOrdersOnce(fetchImpl);

  const [cartCount, wishlistCount, profile, storeList] = await Promise.all([
    cart,
    wishlist,
    loyaltyProfile,
    stores,
  ]);
  shopperStore.set({
    cartCount,
    wishlistCount,
    user,
    loyaltyProfile: profile,
    stores: storeList,
    isLoaded: true,
  });
  return { showCookiePopup: needsCookieConsent(jar) };
}
