import type { TCart, TCartItem } from "@optika/api-contract";
import { QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CardShopperProvider } from "../catalog/card-shopper-state.tsx";
import { notificationsStore } from "../notifications/notification-store.ts";
import { createSiteQueryClient } from "../query/SiteQueryProvider.tsx";
import { shopperStore } from "../shopper/shopper-store.ts";
import { isSaved, useToggleWishlist, WISHLIST_QUERY_KEY } from "../wishlist/wishlist-queries.ts";
import { CardCartActions } from "./CardCartActions.tsx";
import { CART_QUERY_KEY, useAddToCart, useRemoveCartItem, useSetCartQuantity } from "./cart-queries.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const line = (id: number, productId: number, quantity: number): TCartItem => ({
  id,
  quantity,
  product: {
    id: productId,
    name: `Товар ${productId}`,
    slug: `p-${productId}`,
    url: `/product/p-${productId}`,
    image_id: null,
  },
  modification: { id: productId * 10, sku: "s", variants: [] },
  options: {},
  data: {},
  unit_price: 50_000,
  unit_price_old: null,
  line_total: 50_000 * quantity,
  bonus_value: 5,
  line_bonus: 5 * quantity,
  max_quantity: 9,
  in_city_quantity: 9,
});
const cartOf = (...items: TCartItem[]): TCart => ({
  items,
  count: items.reduce((n, i) => n + i.quantity, 0),
  total: items.reduce((n, i) => n + i.line_total, 0),
  bonus_total: items.reduce((n, i) => n + i.line_bonus, 0),
  city_id: 1,
});

type TDeferred = { resolve: (r: Response) => void; promise: Promise<Response> };
function deferred(): TDeferred {
  let resolve!: (r: Response) => void;
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { resolve, promise };
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

let host: HTMLDivElement;
let root: Root;
let client: ReturnType<typeof createSiteQueryClient>;
const calls: Array<{ method: string; url: string; body: unknown }> = [];
let respond: (method: string, url: string) => Promise<Response> | Response;

beforeEach(() => {
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  client = createSiteQueryClient();
  shopperStore.reset();
  notificationsStore.reset();
  calls.length = 0;
  vi.stubGlobal("fetch", (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return Promise.resolve(respond(method, url));
  });
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.unstubAllGlobals();
});

const toasts = () => notificationsStore.get().toasts.map((t) => `${t.kind}: ${t.text}`);
const flush = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
  });

type THooks = {
  add: ReturnType<typeof useAddToCart>;
  set: ReturnType<typeof useSetCartQuantity>;
  remove: ReturnType<typeof useRemoveCartItem>;
  wish: ReturnType<typeof useToggleWishlist>;
};
const hooks = {} as THooks;

/** Hands out the hooks' results of its latest render. */
function Probe() {
  hooks.add = useAddToCart();
  hooks.set = useSetCartQuantity();
  hooks.remove = useRemoveCartItem();
  hooks.wish = useToggleWishlist();
  return null;
}

function mountHooks(): THooks {
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <Probe />
      </QueryClientProvider>,
    ),
  );
  return hooks;
}

describe("cart hooks", () => {
  it("a quantity change shows at once (line and badge) and rolls back with the server's message when refused", async () => {
    client.setQueryData(CART_QUERY_KEY, cartOf(line(1, 7, 2), line(2, 8, 1)));
    shopperStore.set({ cartCount: 3 });
    const server = deferred();
    respond = (method) =>
      method === "PUT" ? server.promise : json(200, cartOf(line(1, 7, 2), line(2, 8, 1)));
    const hooks = mountHooks();

    act(() => hooks.set.mutate({ itemId: 1, quantity: 3 }));
    await flush();
    expect(client.getQueryData<TCart>(CART_QUERY_KEY)?.items[0]?.quantity).toBe(3);
    expect(shopperStore.get().cartCount).toBe(4);
    expect(calls[0]).toMatchObject({ method: "PUT", url: "/api/cart/1", body: { quantity: 3 } });

    server.resolve(json(400, { message: "Недостаточно товара в наличии: можно заказать не больше 2 шт." }));
    await flush();
    expect(client.getQueryData<TCart>(CART_QUERY_KEY)?.items[0]?.quantity).toBe(2);
    expect(shopperStore.get().cartCount).toBe(3);
    expect(toasts()).toEqual(["error: Недостаточно товара в наличии: можно заказать не больше 2 шт."]);
  });

  it("a failed change without a server message shows the spec's text; the server's cart replaces the guess on success", async () => {
    client.setQueryData(CART_QUERY_KEY, cartOf(line(1, 7, 2)));
    respond = () => json(502, null);
    const hooks = mountHooks();
    act(() => hooks.set.mutate({ itemId: 1, quantity: 1 }));
    await flush();
    expect(toasts()).toEqual(["error: Ошибка изменения количества товара в корзине. Попробуйте позже."]);

    respond = () => json(200, { ...cartOf(line(1, 7, 4)), item_id: 1 });
    act(() => hooks.set.mutate({ itemId: 1, quantity: 4 }));
    await flush();
    expect(client.getQueryData<TCart>(CART_QUERY_KEY)).toEqual(cartOf(line(1, 7, 4)));
    expect(shopperStore.get().cartCount).toBe(4);
  });

  it("0 removes the line (DELETE) at once; a refused removal comes back with 'Ошибка удаления товара из корзины. Попробуйте позже.'", async () => {
    client.setQueryData(CART_QUERY_KEY, cartOf(line(1, 7, 1), line(2, 8, 2)));
    shopperStore.set({ cartCount: 3 });
    const server = deferred();
    respond = () => server.promise;
    const hooks = mountHooks();
    act(() => hooks.set.mutate({ itemId: 1, quantity: 0 }));
    await flush();
    expect(calls[0]).toMatchObject({ method: "DELETE", url: "/api/cart/1" });
    expect(client.getQueryData<TCart>(CART_QUERY_KEY)?.items.map((i) => i.id)).toEqual([2]);
    expect(shopperStore.get().cartCount).toBe(2);
    server.resolve(json(500, {}));
    await flush();
    expect(client.getQueryData<TCart>(CART_QUERY_KEY)?.items.map((i) => i.id)).toEqual([1, 2]);
    expect(shopperStore.get().cartCount).toBe(3);
    expect(toasts()).toEqual(["error: Ошибка удаления товара из корзины. Попробуйте позже."]);

    notificationsStore.reset();
    respond = () => json(404, { message: "Позиция корзины не найдена" });
    act(() => hooks.remove.mutate({ itemId: 2 }));
    await flush();
    expect(toasts()).toEqual(["error: Ошибка удаления товара из корзины. Попробуйте позже."]);
  });

  it("adding toasts 'Товар добавлен в корзину' and keeps the server's count; a refusal toasts the first server message, else the spec's", async () => {
    respond = () => json(200, { ...cartOf(line(5, 7, 1)), item_id: 5 });
    const hooks = mountHooks();
    let answer: unknown;
    await act(async () => {
      answer = await hooks.add.mutateAsync({ product_id: 7, quantity: "1" });
    });
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/api/cart",
      body: { product_id: 7, quantity: "1" },
    });
    expect(answer).toMatchObject({ count: 1, item_id: 5 });
    expect(shopperStore.get().cartCount).toBe(1);
    expect(toasts()).toEqual(["success: Товар добавлен в корзину"]);

    notificationsStore.reset();
    respond = () =>
      json(400, { message: "Необходимо выбрать опции товара", errors: { modification_id: ["другое"] } });
    act(() => hooks.add.mutate({ product_id: 8, quantity: 2 }));
    await flush();
    expect(shopperStore.get().cartCount).toBe(1);
    expect(toasts()).toEqual(["error: Необходимо выбрать опции товара"]);

    notificationsStore.reset();
    respond = () => Promise.reject(new TypeError("offline"));
    act(() => hooks.add.mutate({ product_id: 8, quantity: 1 }));
    await flush();
    expect(toasts()).toEqual(["error: Ошибка при добавлении товара в корзину"]);
  });
});

describe("wishlist toggle", () => {
  it("saves at once (heart and badge) and rolls back when the server refuses", async () => {
    client.setQueryData(WISHLIST_QUERY_KEY, { items: [], count: 0 });
    const server = deferred();
    respond = () => server.promise;
    const hooks = mountHooks();
    act(() => hooks.wish.mutate({ product_id: 7, save: true }));
    await flush();
    expect(isSaved(client.getQueryData(WISHLIST_QUERY_KEY), 7)).toBe(true);
    expect(shopperStore.get().wishlistCount).toBe(1);
    expect(calls[0]).toMatchObject({ method: "POST", url: "/api/wishlist", body: { product_id: 7 } });
    server.resolve(json(404, { message: "Товар не найден" }));
    await flush();
    expect(isSaved(client.getQueryData(WISHLIST_QUERY_KEY), 7)).toBe(false);
    expect(shopperStore.get().wishlistCount).toBe(0);
    expect(toasts()).toEqual(["error: Товар не найден"]);
  });
});

describe("the card's cart actions", () => {
  const product = { id: 7, slug: "p-7", name: "Товар 7", hasModifications: false };

  function mountCard() {
    act(() =>
      root.render(
        <QueryClientProvider client={client}>
          <CardShopperProvider needsCart>
            <CardCartActions product={product} />
          </CardShopperProvider>
        </QueryClientProvider>,
      ),
    );
  }
  const button = (name: RegExp) =>
    [...host.querySelectorAll("button")].find((b) =>
      name.test(b.getAttribute("aria-label") ?? b.textContent ?? ""),
    );

  it("'В корзину' adds '1' and becomes the counter; − at 1 removes the line and brings the button back", async () => {
    let cart = cartOf();
    respond = (method, url) => {
      if (url.startsWith("/api/delivery-term"))
        return json(200, { product_id: 7, notAvailable: false, reason: null });
      if (url === "/api/wishlist") return json(200, { items: [], count: 0 });
      if (method === "POST") cart = cartOf(line(3, 7, 1));
      if (method === "DELETE") cart = cartOf();
      return json(200, { ...cart, item_id: method === "POST" ? 3 : null });
    };
    mountCard();
    await flush();
    act(() => shopperStore.set({ isLoaded: true }));
    await flush();
    act(() => button(/В корзину/)?.click());
    await flush();
    // the start order found the wishlist empty: the list does not ask for it again
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      "GET /api/cart",
      "GET /api/delivery-term/check-available?product_id=7",
      "POST /api/cart",
    ]);
    expect(host.querySelector("[data-quantity]")?.textContent).toBe("1");
    expect(toasts()).toEqual(["success: Товар добавлен в корзину"]);

    act(() => button(/Убрать из корзины/)?.click());
    await flush();
    expect(button(/В корзину/)).toBeDefined();
    expect(calls.at(-1)).toMatchObject({ method: "DELETE", url: "/api/cart/3" });
    expect(shopperStore.get().cartCount).toBe(0);
  });

  it("the list reads the cart once for all its cards, and a non-empty wishlist once after the start order has counted it", async () => {
    respond = (_method, url) =>
      url === "/api/wishlist"
        ? json(200, { items: [{ id: 1, product_id: 7, product: null }], count: 1 })
        : json(200, cartOf(line(3, 7, 2)));
    act(() =>
      root.render(
        <QueryClientProvider client={client}>
          <CardShopperProvider needsCart>
            <CardCartActions product={product} />
            <CardCartActions product={{ ...product, id: 8, slug: "p-8" }} />
          </CardShopperProvider>
        </QueryClientProvider>,
      ),
    );
    await flush();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(["GET /api/cart"]);
    act(() => shopperStore.set({ isLoaded: true, cartCount: 2, wishlistCount: 1 }));
    await flush();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(["GET /api/cart", "GET /api/wishlist"]);
    expect(host.querySelector("[data-quantity]")?.textContent).toBe("2");
  });

  it("a product the API calls not available opens the not-available dialog instead of adding", async () => {
    respond = (_method, url) =>
      url.startsWith("/api/delivery-term")
        ? json(200, { product_id: 7, notAvailable: true, reason: "flag" })
        : json(200, cartOf());
    mountCard();
    await flush();
    act(() => button(/В корзину/)?.click());
    await flush();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    expect(notificationsStore.get().modal).toMatchObject({
      title: "Товара нет в наличии",
      buttonLink: "/bystraya-zapis",
    });
  });
});

describe("badges after the start order", () => {
  it("a change made while the start order was loading keeps its count when the start order lands with an older one", async () => {
    const { syncBadgesAfterStartOrder } = await import("../query/sync-badges-after-start-order.ts");
    const stop = syncBadgesAfterStartOrder(client);
    client.setQueryData(CART_QUERY_KEY, cartOf(line(1, 7, 2)));
    client.setQueryData(WISHLIST_QUERY_KEY, { items: [], count: 1 });
    shopperStore.set({ cartCount: 0, wishlistCount: 0, isLoaded: true });
    expect(shopperStore.get()).toMatchObject({ cartCount: 2, wishlistCount: 1 });
    stop();
  });
});
