import type { TCart, TCartChange, TCartExtra } from "@optika/api-contract";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { cartChangeItems, cartLineAnalyticsItem } from "../analytics/analytics-items.ts";
import { trackEcommerceLater } from "../analytics/track-ecommerce-lazy.ts";
import { notify } from "../notifications/notification-store.ts";
import { CART_QUERY_KEY } from "../query/query-keys.ts";
import { shopperStore } from "../shopper/shopper-store.ts";
import { cartMessages as m } from "./messages.ts";
import { messagesOf, shopperRequest } from "./shopper-request.ts";

export { CART_QUERY_KEY };

/*
 * The cart on the client (TanStack Query): one query (`GET /api/cart`) and three mutations whose
 * answers are the server's cart, so lines, prices and totals are always the server's. Changes of
 * one cart run one after another (mutation scope "cart"); quantity changes and removals show at
 * once (optimistic) and roll back on failure; the header badge (`shopperStore.cartCount`) follows
 * every step.
 */

/** What `useAddToCart()` sends (`POST /cart`); quantity may be the card's string "1". */
export type TAddToCartInput = {
  product_id: number;
  modification_id?: number;
  quantity: number | string;
  options?: TCartExtra;
  data?: TCartExtra;
};

export type TSetCartQuantityInput = { itemId: number; quantity: number };
export type TRemoveCartItemInput = { itemId: number };

const CART_SCOPE = { id: "cart" } as const;
/** Every change of the cart: `useIsMutating({ mutationKey: CART_MUTATION_KEY })` tells the totals are changing. */
export const CART_MUTATION_KEY = ["cart", "change"] as const;

function fetchCart(): Promise<TCart> {
  return shopperRequest<TCart>("GET", "/cart");
}

function publishCount(count: number): void {
  if (shopperStore.get().cartCount !== count) shopperStore.set({ cartCount: count });
}

/** Keeps the server's cart (a change answers it too, with `item_id`) and its count in the badge. */
function storeCart(client: QueryClient, cart: TCart | TCartChange): void {
  const { item_id: _changed, ...rest } = cart as TCartChange;
  client.setQueryData<TCart>(CART_QUERY_KEY, rest);
  publishCount(cart.count);
}

/** The cart with one line's quantity set (0 drops the line); totals stay the server's until it answers. */
export function withLineQuantity(cart: TCart, itemId: number, quantity: number): TCart {
  const items =
    quantity <= 0
      ? cart.items.filter((item) => item.id !== itemId)
      : cart.items.map((item) => (item.id === itemId ? { ...item, quantity } : item));
  return { ...cart, items, count: items.reduce((sum, item) => sum + item.quantity, 0) };
}

/** The shopper's cart; `initialData` from a loader skips the first request. */
export function useCart(o: { initialData?: TCart; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: CART_QUERY_KEY,
    queryFn: async () => {
      const cart = await fetchCart();
      publishCount(cart.count);
      return cart;
    },
    initialData: o.initialData,
    enabled: o.enabled,
    staleTime: 30_000,
  });
}

/** The line of a product (without modification) in the cart, if any. */
export function lineOfProduct(cart: TCart | undefined, productId: number) {
  return cart?.items.find((item) => item.product.id === productId);
}

/**
 * Adds to the cart (`POST /cart`). Resolves with the server's cart; toasts 'Товар добавлен в
 * корзину', or on failure the first server message, else 'Ошибка при добавлении товара в корзину'.
 * The badge grows at once and shrinks back on failure. `isSilent`: no toasts (the caller has its
 * own texts, e.g. repeat order's 'Товар {name} добавлен в кол-ве {n} шт.').
 */
export function useAddToCart(o: { isSilent?: boolean } = {}) {
  const client = useQueryClient();
  return useMutation<TCartChange, Error, TAddToCartInput, { added: number }>({
    scope: CART_SCOPE,
    mutationKey: CART_MUTATION_KEY,
    mutationFn: (input) => shopperRequest<TCartChange>("POST", "/cart", input),
    onMutate: async (input) => {
      await client.cancelQueries({ queryKey: CART_QUERY_KEY });
      const added = Math.max(0, Math.trunc(Number(input.quantity)) || 0);
      shopperStore.set({ cartCount: shopperStore.get().cartCount + added });
      return { added };
    },
    onSuccess: (cart, _input, context) => {
      storeCart(client, cart);
      const line = cart.items.find((item) => item.id === cart.item_id);
      if (line && context.added > 0)
        trackEcommerceLater("add_to_cart", [cartLineAnalyticsItem(line, context.added)]);
      if (!o.isSilent) notify(m.added, "success");
    },
    onError: (error, _input, context) => {
      if (context) shopperStore.set({ cartCount: Math.max(0, shopperStore.get().cartCount - context.added) });
      if (!o.isSilent) notify(messagesOf(error)[0] ?? m.addFailed, "error");
    },
  });
}

type TSnapshot = { previous: TCart | undefined; previousCount: number };

function useOptimisticLineChange<TInput extends { itemId: number }>(o: {
  request: (input: TInput) => Promise<TCartChange>;
  quantityOf: (input: TInput) => number;
  failure: (error: Error, input: TInput) => string;
}) {
  const client = useQueryClient();
  return useMutation<TCartChange, Error, TInput, TSnapshot>({
    scope: CART_SCOPE,
    mutationKey: CART_MUTATION_KEY,
    mutationFn: o.request,
    onMutate: async (input) => {
      await client.cancelQueries({ queryKey: CART_QUERY_KEY });
      const previous = client.getQueryData<TCart>(CART_QUERY_KEY);
      const previousCount = shopperStore.get().cartCount;
      if (previous) {
        const next = withLineQuantity(previous, input.itemId, o.quantityOf(input));
        client.setQueryData<TCart>(CART_QUERY_KEY, next);
        publishCount(next.count);
      }
      return { previous, previousCount };
    },
    onSuccess: (cart, _input, snapshot) => {
      storeCart(client, cart);
      if (!snapshot?.previous) return;
      const { added, removed } = cartChangeItems(snapshot.previous, cart);
      trackEcommerceLater("add_to_cart", added);
      trackEcommerceLater("remove_from_cart", removed);
    },
    onError: (error, input, snapshot) => {
      if (snapshot?.previous) client.setQueryData<TCart>(CART_QUERY_KEY, snapshot.previous);
      if (snapshot) publishCount(snapshot.previousCount);
      notify(o.failure(error, input), "error");
      // the server's word on what the cart holds now
      void client.invalidateQueries({ queryKey: CART_QUERY_KEY });
    },
  });
}

/**
 * Sets a line's quantity (`PUT /cart/{itemId}`); 0 removes the line (`DELETE`, with the removal's
 * message on failure). Failure: the server's messages joined, else 'Ошибка изменения количества
 * товара в корзине. Попробуйте позже.'; the line and the badge roll back.
 */
export function useSetCartQuantity() {
  return useOptimisticLineChange<TSetCartQuantityInput>({
    request: ({ itemId, quantity }) =>
      quantity <= 0
        ? shopperRequest<TCartChange>("DELETE", `/cart/${itemId}`)
        : shopperRequest<TCartChange>("PUT", `/cart/${itemId}`, { quantity }),
    quantityOf: (input) => input.quantity,
    failure: (error, input) => {
      if (input.quantity <= 0) return m.removeFailed;
      const messages = messagesOf(error);
      return messages.length > 0 ? messages.join("; ") : m.quantityFailed;
    },
  });
}

/** Removes a line (`DELETE /cart/{itemId}`); failure: 'Ошибка удаления товара из корзины. Попробуйте позже.' */
export function useRemoveCartItem() {
  return useOptimisticLineChange<TRemoveCartItemInput>({
    request: ({ itemId }) => shopperRequest<TCartChange>("DELETE", `/cart/${itemId}`),
    quantityOf: () => 0,
    failure: () => m.removeFailed,
  });
}
