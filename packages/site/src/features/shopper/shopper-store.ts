import type { TStore } from "@optika/api-contract";
import type { ILoyaltyProfile, IShopperUser } from "./shopper-api.ts";

/** The shopper's client state: empty on the server and until the start order fills it. */
export interface IShopperState {
  cartCount: number;
  wishlistCount: number;
  user: IShopperUser | null;
  loyaltyProfile: ILoyaltyProfile | null;
  stores: TStore[];
  /** true once the start order has loaded it in this browser */
  isLoaded: boolean;
}

export const EMPTY_SHOPPER: IShopperState = Object.freeze({
  cartCount: 0,
  wishlistCount: 0,
  user: null,
  loyaltyProfile: null,
  stores: [],
  isLoaded: false,
}) as IShopperState;

type TListener = () => void;

let state: IShopperState = EMPTY_SHOPPER;
const listeners = new Set<TListener>();

export const shopperStore = {
  get: (): IShopperState => state,
  set(patch: Partial<IShopperState>): void {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  },
  subscribe(listener: TListener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Tests only. */
  reset(): void {
    state = EMPTY_SHOPPER;
  },
};
