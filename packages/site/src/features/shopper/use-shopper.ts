import { useSyncExternalStore } from "react";
import {
  fetchCartCount,
  fetchLoyaltyProfile,
  fetchUser,
  fetchWishlistCount,
  type IShopperUser,
} from "./shopper-api.ts";
import { EMPTY_SHOPPER, type IShopperState, shopperStore } from "./shopper-store.ts";

/**
 * Reloads what signing in changes: cart, user, wishlist and, for a signed-in shopper, the MyACUVUE
 * profile (the same calls as the start order).
 */
export async function refreshShopper(fetchImpl: typeof fetch = fetch): Promise<void> {
  const [cartCount, user, wishlistCount] = await Promise.all([
    fetchCartCount(fetchImpl),
    fetchUser(fetchImpl),
    fetchWishlistCount(fetchImpl),
  ]);
  const loyaltyProfile = user ? await fetchLoyaltyProfile(fetchImpl) : null;
  shopperStore.set({ cartCount, user, wishlistCount, loyaltyProfile });
}

export interface IUseShopper
  extends Pick<IShopperState, "cartCount" | "wishlistCount" | "loyaltyProfile" | "stores" | "isLoaded"> {
  user: IShopperUser | null;
  refresh: () => Promise<void>;
}

const refresh = () => refreshShopper();

/**
 * The shopper's header state (cart and wishlist counts, signed-in user) in any component. Empty
 * on the server and at hydration (the HTML is the same for every shopper); filled by the start
 * order right after.
 */
export function useShopper(): IUseShopper {
  const state = useSyncExternalStore(shopperStore.subscribe, shopperStore.get, () => EMPTY_SHOPPER);
  return { ...state, refresh };
}
