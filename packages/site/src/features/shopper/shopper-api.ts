import type { TLoyaltyProfile, TStore } from "@optika/api-contract";

/**
 * The shopper's own data, fetched by the browser after hydration (RULES seams): each call answers
 * "none" when its capability is not built yet (404), for a guest (401), or on any failure.
 */

type TFetch = typeof fetch;

export interface IShopperUser {
  id: number;
  phone?: string;
  name?: string;
}

/** spec §3 loyalty profile: fitted products by product id, discount vouchers (the API's shape). */
export type ILoyaltyProfile = Pick<TLoyaltyProfile, "fitted_products" | "discount_vouchers"> &
  Partial<Pick<TLoyaltyProfile, "phone" | "first_name" | "bonus_balance">>;

export interface ILastOrder {
  id: number;
  payment_status: string;
  items: Array<{ product_id: number }>;
}

async function getJson(fetchImpl: TFetch, path: string): Promise<unknown> {
  try {
    const response = await fetchImpl(`/api${path}`, {
      headers: { accept: "application/json" },
      credentials: "same-origin",
    });
    if (!response.ok) return null;
    return await response.json();
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function countOf(body: unknown): number {
  if (!isRecord(body)) return 0;
  const count = Number(body.count);
  return Number.isFinite(count) && count > 0 ? Math.trunc(count) : 0;
}

/** `GET /api/cart` → `{ items, count }` (count = sum of quantities). */
export async function fetchCartCount(fetchImpl: TFetch): Promise<number> {
  return countOf(await getJson(fetchImpl, "/cart"));
}

/** `GET /api/wishlist` → `{ items, count }`. */
export async function fetchWishlistCount(fetchImpl: TFetch): Promise<number> {
  return countOf(await getJson(fetchImpl, "/wishlist"));
}

/** `GET /api/auth/user` → `{ user }`, `user: null` for a guest; a 401 or any failure is a guest too. */
export async function fetchUser(fetchImpl: TFetch): Promise<IShopperUser | null> {
  const body = await getJson(fetchImpl, "/auth/user");
  const user = isRecord(body) && isRecord(body.user) ? body.user : null;
  return user && typeof user.id === "number" ? (user as unknown as IShopperUser) : null;
}

/** `GET /api/myacuvue/me`: the loyalty profile; any error means no profile (spec §7). */
export async function fetchLoyaltyProfile(fetchImpl: TFetch): Promise<ILoyaltyProfile | null> {
  const body = await getJson(fetchImpl, "/myacuvue/me");
  const profile = isRecord(body) && isRecord(body.profile) ? body.profile : body;
  return isRecord(profile) && isRecord(profile.fitted_products)
    ? ({
        ...profile,
        discount_vouchers: Array.isArray(profile.discount_vouchers) ? profile.discount_vouchers : [],
      } as ILoyaltyProfile)
    : null;
}

/** `GET /api/stores`: the current city's shops, empty on failure (spec §7). */
export async function fetchStores(fetchImpl: TFetch): Promise<TStore[]> {
  const body = await getJson(fetchImpl, "/stores");
  return isRecord(body) && Array.isArray(body.stores) ? (body.stores as TStore[]) : [];
}

/** `GET /api/users/commerce-orders?expand=items`: the signed-in shopper's last orders. */
export async function fetchLastOrders(fetchImpl: TFetch): Promise<ILastOrder[]> {
  const body = await getJson(fetchImpl, "/users/commerce-orders?expand=items");
  const list = Array.isArray(body) ? body : isRecord(body) && Array.isArray(body.orders) ? body.orders : [];
  return list.filter(
    (order): order is ILastOrder =>
      isRecord(order) && typeof order.id === "number" && Array.isArray(order.items),
  );
}

/** `POST /api/users/commerce-orders-save` with the checked order ids; failures ignored. */
export async function saveCheckedOrders(fetchImpl: TFetch, orderIds: number[]): Promise<void> {
  try {
    await fetchImpl("/api/users/commerce-orders-save", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ order_ids: orderIds }),
      credentials: "same-origin",
    });
  } catch {
    // the check runs again on the next visit
  }
}
