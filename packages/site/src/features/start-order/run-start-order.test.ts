import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { registerMetricsCounter } from "../marketing/metrics.ts";
import { shopperStore } from "../shopper/shopper-store.ts";
import type { ICookieJar } from "./browser-cookies.ts";
import { resetStartOrder, runStartOrder } from "./run-start-order.ts";

type TRoutes = Record<string, { status: number; body?: unknown }>;

function fakeFetch(routes: TRoutes) {
  const calls: string[] = [];
  const impl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push(`${init?.method ?? "GET"} ${url}`);
    const route = routes[url] ?? { status: 404, body: { message: "Not Found" } };
    return new Response(JSON.stringify(route.body ?? {}), {
      status: route.status,
      headers: { "content-type": "application/json" },
    });
  });
  return { impl: impl as unknown as typeof fetch, calls };
}

function memoryJar(initial: Record<string, string> = {}): ICookieJar {
  const values = new Map(Object.entries(initial));
  return { get: (name) => values.get(name), set: (name, value) => void values.set(name, value) };
}

const uuid = () => "0b6e66aa-1111-4222-8333-444455556666";

beforeEach(() => {
  shopperStore.reset();
  resetStartOrder();
});
afterEach(() => registerMetricsCounter(null));

describe("layout start order", () => {
  it("a guest while cart, wishlist and accounts are not built: calls in order, everything 'none'", async () => {
    const { impl, calls } = fakeFetch({
      "/api/auth/user": { status: 404 },
      "/api/stores": { status: 200, body: { stores: [{ id: 3, name: "Салон на Вайнера" }] } },
    });
    const navigate = vi.fn();
    const result = await runStartOrder({
      fetch: impl,
      jar: memoryJar(),
      pathname: "/",
      navigate,
      makeUuid: uuid,
    });
    expect(calls).toEqual(["GET /api/cart", "GET /api/auth/user", "GET /api/wishlist", "GET /api/stores"]);
    expect(shopperStore.get()).toMatchObject({ cartCount: 0, wishlistCount: 0, user: null, isLoaded: true });
    expect(shopperStore.get().stores).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(result.showCookiePopup).toBe(true);
  });

  it("a signed-in shopper: counts, loyalty profile, metrics id, last orders once", async () => {
    const { impl, calls } = fakeFetch({
      "/api/cart": { status: 200, body: { items: [{ id: 1, quantity: 2 }], count: 2 } },
      "/api/auth/user": { status: 200, body: { user: { id: 42, phone: "79000000000" } } },
      "/api/wishlist": { status: 200, body: { items: [{ id: 5, product_id: 7 }], count: 1 } },
      "/api/myacuvue/me": {
        status: 200,
        body: { fitted_products: { 7: { bonus: 300 } }, discount_vouchers: [] },
      },
      "/api/stores": { status: 200, body: { stores: [] } },
      "/api/users/commerce-orders?expand=items": {
        status: 200,
        body: [
          { id: 10, payment_status: "1", items: [{ product_id: 9907 }] },
          { id: 11, payment_status: "0", items: [{ product_id: 9907 }] },
          { id: 12, payment_status: "0", items: [{ product_id: 5 }] },
        ],
      },
    });
    const counter = { setUserId: vi.fn(), reachGoal: vi.fn() };
    registerMetricsCounter(counter);
    const deps = { fetch: impl, jar: memoryJar({ cookies_accepted: "1" }), pathname: "/", navigate: vi.fn() };
    const result = await runStartOrder(deps);
    await vi.waitFor(() => expect(calls).toContain("POST /api/users/commerce-orders-save"));
    expect(calls).toEqual([
      "GET /api/cart",
      "GET /api/auth/user",
      "GET /api/wishlist",
      "GET /api/myacuvue/me",
      "GET /api/stores",
      "GET /api/users/commerce-orders?expand=items",
      "POST /api/users/commerce-orders-save",
    ]);
    expect(shopperStore.get()).toMatchObject({ cartCount: 2, wishlistCount: 1, user: { id: 42 } });
    expect(shopperStore.get().loyaltyProfile?.fitted_products).toHaveProperty("7");
    expect(counter.setUserId).toHaveBeenCalledWith(42);
    expect(counter.reachGoal).toHaveBeenCalledWith("pay_sert");
    const saved = vi.mocked(impl).mock.calls.find(([url]) => String(url).endsWith("commerce-orders-save"));
    expect(JSON.parse(String(saved?.[1]?.body))).toEqual({ order_ids: [10, 12] });
    expect(result.showCookiePopup).toBe(false);

    calls.length = 0;
    await runStartOrder(deps);
    expect(calls).not.toContain("GET /api/users/commerce-orders?expand=items");
  });

  it("tolerates network failures and 500s as 'none'", async () => {
    const impl = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    await expect(
      runStartOrder({ fetch: impl, jar: memoryJar(), pathname: "/", navigate: vi.fn(), makeUuid: uuid }),
    ).resolves.toEqual({ showCookiePopup: true });
    expect(shopperStore.get()).toMatchObject({ cartCount: 0, wishlistCount: 0, user: null, stores: [] });
  });

  it("route check: a guest on a profile page goes to /authorization", async () => {
    const { impl } = fakeFetch({ "/api/auth/user": { status: 401 } });
    const navigate = vi.fn();
    await runStartOrder({
      fetch: impl,
      jar: memoryJar(),
      pathname: "/profile/bonuses/",
      navigate,
      makeUuid: uuid,
    });
    expect(navigate).toHaveBeenCalledWith("/authorization");
  });

  it("sets the AB flag and device uuid cookies when missing", async () => {
    const { impl } = fakeFetch({});
    const jar = memoryJar();
    await runStartOrder({
      fetch: impl,
      jar,
      pathname: "/",
      navigate: vi.fn(),
      makeUuid: uuid,
      random: () => 0.1,
    });
    expect(jar.get("ab_flag")).toBe("true");
    expect(jar.get("device_uuid")).toBe(uuid());
  });
});
