import type { QueryClient } from "@tanstack/react-query";
import { shopperStore } from "../shopper/shopper-store.ts";
import { CART_QUERY_KEY, WISHLIST_QUERY_KEY } from "./query-keys.ts";

type TCounted = { count: number };

/**
 * The start order reads the counts once, in parallel with everything else, and writes them when it
 * is done: a cart or wishlist change made in between (a quick click after hydration) would be
 * overwritten with the count from before it. When the start order lands, the queries' counts —
 * the server's answers to those changes — win again.
 */
export function syncBadgesAfterStartOrder(client: QueryClient): () => void {
  let wasLoaded = shopperStore.get().isLoaded;
  return shopperStore.subscribe(() => {
    const { isLoaded, cartCount, wishlistCount } = shopperStore.get();
    if (!isLoaded || wasLoaded) return;
    wasLoaded = true;
    const cart = client.getQueryData<TCounted>(CART_QUERY_KEY);
    const wishlist = client.getQueryData<TCounted>(WISHLIST_QUERY_KEY);
    const patch: { cartCount?: number; wishlistCount?: number } = {};
    if (cart && cart.count !== cartCount) patch.cartCount = cart.count;
    if (wishlist && wishlist.count !== wishlistCount) patch.wishlistCount = wishlist.count;
    if (Object.keys(patch).length > 0) shopperStore.set(patch);
  });
}
