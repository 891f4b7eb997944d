import type { TCart } from "@optika/api-contract";
import { createContext, type ReactNode, use, useDeferredValue, useMemo, useSyncExternalStore } from "react";
import {
  type TAddToCartInput,
  type TSetCartQuantityInput,
  useAddToCart,
  useCart,
  useSetCartQuantity,
} from "../cart/cart-queries.ts";
import type { ILoyaltyProfile } from "../shopper/shopper-api.ts";
import { useShopper } from "../shopper/use-shopper.ts";
import { useToggleWishlist, useWishlist } from "../wishlist/wishlist-queries.ts";

/** What the cards of a list show of the shopper, and the changes they make. */
export type TCardShopperState = {
  savedIds: ReadonlySet<number>;
  cart: TCart | undefined;
  loyaltyProfile: ILoyaltyProfile | null;
  toggleWishlist: (productId: number, save: boolean) => void;
  /** Resolve when the server has answered; a failure is already shown to the shopper (a toast). */
  addToCart: (input: TAddToCartInput) => Promise<unknown>;
  setCartQuantity: (input: TSetCartQuantityInput) => Promise<unknown>;
};

const CardShopperContext = createContext<TCardShopperState | null>(null);

/**
 * The shopper's wishlist, cart and MyACUVUE profile for a list of cards, read once for the list
 * instead of once per card (issue 7: a listing's 30 cards held 180 store subscriptions, and each
 * update re-rendered them in one synchronous task). The cards receive it as a deferred value: when
 * the shopper's data arrive, the cards re-render in an interruptible background render, and cards
 * that have not hydrated yet hydrate in steps instead of all at once.
 */
export function CardShopperProvider({ needsCart, children }: { needsCart: boolean; children: ReactNode }) {
  const { loyaltyProfile, isLoaded, wishlistCount } = useShopper();
  // the start order (spec §4) has just counted the wishlist for the header: an empty one is not
  // asked for again (a first visit makes no second request), a full one once, after it. A heart
  // clicked before sets the list first (optimistic), so the count it raises asks for nothing.
  const wishlist = useWishlist({ enabled: isLoaded && wishlistCount > 0 });
  const cart = useCart({ enabled: needsCart });
  const toggle = useToggleWishlist();
  const add = useAddToCart();
  const setQuantity = useSetCartQuantity();
  const toggleMutate = toggle.mutate;
  const addToCart = add.mutateAsync;
  const setCartQuantity = setQuantity.mutateAsync;
  const value = useMemo<TCardShopperState>(
    () => ({
      savedIds: new Set(wishlist.data?.items.map((item) => item.product_id)),
      cart: cart.data,
      loyaltyProfile,
      toggleWishlist: (productId, save) => toggleMutate({ product_id: productId, save }),
      addToCart,
      setCartQuantity,
    }),
    [wishlist.data, cart.data, loyaltyProfile, toggleMutate, addToCart, setCartQuantity],
  );
  // A list that hydrates late (a home section's step) starts from what the server rendered, no
  // shopper at all: the cart and wishlist the first list fetched meanwhile would make its cards
  // differ from their HTML (a counter for a button: React error #418, the section rendered again).
  // The server renders what it has (a page's loader may have given it the wishlist or the cart); a
  // list with no shopper data yet needs no first value of its own (and no second render).
  const isHydrating =
    useSyncExternalStore(subscribeToNothing, isNotHydrating, isHydratingOnServer) && !isServer;
  const hasShopper = value.cart !== undefined || value.savedIds.size > 0 || value.loyaltyProfile !== null;
  const initial = useMemo<TCardShopperState>(
    () => ({ ...value, savedIds: NONE_SAVED, cart: undefined, loyaltyProfile: null }),
    [value],
  );
  return (
    <CardShopperContext value={useDeferredValue(value, isHydrating && hasShopper ? initial : undefined)}>
      {children}
    </CardShopperContext>
  );
}

const NONE_SAVED: ReadonlySet<number> = new Set();
const isServer = typeof window === "undefined";
const subscribeToNothing = () => () => {};
const isNotHydrating = () => false;
/** The server snapshot, read on the server and while hydrating. */
const isHydratingOnServer = () => true;

/** The list's shopper state, in a card under `CardShopperProvider`. */
export function useCardShopper(): TCardShopperState {
  const state = use(CardShopperContext);
  if (!state) throw new Error("useCardShopper() outside <CardShopperProvider>");
  return state;
}
