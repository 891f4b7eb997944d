import type { TProductCard, TWishlist, TWishlistItem } from "@optika/api-contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { messagesOf, shopperRequest } from "../cart/shopper-request.ts";
import { notify } from "../notifications/notification-store.ts";
import { shopperStore } from "../shopper/shopper-store.ts";
import { wishlistMessages as m } from "./messages.ts";

/*
 * The wishlist on the client (TanStack Query): `GET /api/wishlist`, and one toggle that saves
 * (`POST /wishlist`) or forgets (`DELETE /wishlist/{productId}`) a product. The heart and the
 * header badge (`shopperStore.wishlistCount`) change at once and roll back on failure; the
 * server's answer (the whole list) replaces the guess.
 */

export const WISHLIST_QUERY_KEY = ["wishlist"] as const;

/** A saved product; `product` is null for one saved a moment ago whose card the server has not sent yet. */
export type TClientWishlistItem = Omit<TWishlistItem, "product"> & { product: TProductCard | null };
export type TClientWishlist = { items: TClientWishlistItem[]; count: number };

/** `save`: true saves the product, false forgets it. */
export type TToggleWishlistInput = { product_id: number; save: boolean };

function publishCount(count: number): void {
  if (shopperStore.get().wishlistCount !== count) shopperStore.set({ wishlistCount: count });
}

/** The list with a product saved (first, as the server orders them) or forgotten. */
export function withWishlistProduct(
  list: TClientWishlist,
  productId: number,
  save: boolean,
): TClientWishlist {
  const rest = list.items.filter((item) => item.product_id !== productId);
  const items = save ? [{ id: 0, product_id: productId, product: null }, ...rest] : rest;
  return { items, count: items.length };
}

/** The shopper's saved products; `initialData` from a loader skips the first request. */
export function useWishlist(o: { initialData?: TWishlist; enabled?: boolean } = {}) {
  return useQuery<TClientWishlist>({
    queryKey: WISHLIST_QUERY_KEY,
    queryFn: async () => {
      const list = await shopperRequest<TWishlist>("GET", "/wishlist");
      publishCount(list.count);
      return list;
    },
    initialData: o.initialData,
    enabled: o.enabled,
    staleTime: 30_000,
  });
}

/** Whether the list holds a product. */
export function isSaved(list: TClientWishlist | undefined, productId: number): boolean {
  return list?.items.some((item) => item.product_id === productId) ?? false;
}

/** Saves or forgets a product; optimistic, rolled back with a message on failure. */
export function useToggleWishlist() {
  const client = useQueryClient();
  return useMutation<
    TWishlist,
    Error,
    TToggleWishlistInput,
    { previous: TClientWishlist | undefined; previousCount: number }
  >({
    scope: { id: "wishlist" },
    mutationKey: WISHLIST_QUERY_KEY,
    mutationFn: ({ product_id, save }) =>
      save
        ? shopperRequest<TWishlist>("POST", "/wishlist", { product_id })
        : shopperRequest<TWishlist>("DELETE", `/wishlist/${product_id}`),
    onMutate: async ({ product_id, save }) => {
      await client.cancelQueries({ queryKey: WISHLIST_QUERY_KEY });
      const previous = client.getQueryData<TClientWishlist>(WISHLIST_QUERY_KEY);
      const previousCount = shopperStore.get().wishlistCount;
      const base = previous ?? { items: [], count: shopperStore.get().wishlistCount };
      const next = withWishlistProduct(base, product_id, save);
      client.setQueryData<TClientWishlist>(WISHLIST_QUERY_KEY, next);
      // without the list loaded, the badge moves by one
      publishCount(previous ? next.count : Math.max(0, base.count + (save ? 1 : -1)));
      return { previous, previousCount };
    },
    onSuccess: (list) => {
      client.setQueryData<TClientWishlist>(WISHLIST_QUERY_KEY, list);
      publishCount(list.count);
    },
    onError: (error, _input, context) => {
      if (context?.previous) client.setQueryData(WISHLIST_QUERY_KEY, context.previous);
      else client.removeQueries({ queryKey: WISHLIST_QUERY_KEY });
      if (context) publishCount(context.previousCount);
      notify(messagesOf(error)[0] ?? m.failed, "error");
      void client.invalidateQueries({ queryKey: WISHLIST_QUERY_KEY });
    },
  });
}
