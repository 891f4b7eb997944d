import type { TCart, TCommerceOrder } from "@optika/api-contract";
import { QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { notificationsStore } from "../notifications/notification-store.ts";
import { createSiteQueryClient } from "../query/SiteQueryProvider.tsx";
import { shopperStore } from "../shopper/shopper-store.ts";
import { ProfileOrders } from "./ProfileOrders.tsx";
import { profileOrderView } from "./profile-order-view.ts";
import { REPEAT_DEFAULT_COORDINATES, type TCheckoutPrefill } from "./repeat-order.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type TOrderItem = NonNullable<TCommerceOrder["items"]>[number];

const item = (id: number, name: string, quantity: number, eye: string | null = null): TOrderItem => ({
  id,
  product_id: 100 + id,
  modification_id: 1000 + id,
  name,
  sku: `SKU-${id}`,
  quantity,
  price: 150_000,
  line_total: 150_000 * quantity,
  bonus_value: 10,
  options: eye ? { eye } : {},
  data: {},
  eye,
  certificate_codes: [],
});

function order(o: Partial<TCommerceOrder> = {}): TCommerceOrder {
  return {
    id: 42,
    hash: "h".repeat(24),
    status: "new",
    status_label: "Новый",
    payment_status: "unpaid",
    payment_status_code: "0",
    payment_method: "on_receipt",
    customer: { name: "Анна", phone: "79001234567", email: "anna@example.ru", is_marketing: true },
    delivery: {
      id: 3,
      type: "courier",
      class: "courier",
      point_code: null,
      store_id: null,
      address: { fullAddress: "г Екатеринбург, ул Малышева, д 51", apartment: "12", floor: "4" },
      cost: 30_000,
      term_days: 2,
      term_label: "2 дня",
    },
    items: [item(1, "Acuvue Oasys", 2, "right"), item(2, "Air Optix", 1, "left"), item(3, "Opti-Free", 1)],
    items_total: 600_000,
    discount: 0,
    promo_code: null,
    certificate_amount: 0,
    myacuvue_voucher: null,
    bonuses_spent: 0,
    bonuses_accrued: 40,
    total: 630_000,
    created_at: "2026-11-20T09:05:00Z",
    paid_at: null,
    reservation_expires_at: null,
    ...o,
  };
}

const EMPTY_CART: TCart = { items: [], count: 0, total: 0, bonus_total: 0, city_id: 1 };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

let host: HTMLDivElement;
let root: Root;
/** what happened, in order: the start and end of every cart request, and each toast */
let events: string[];
/** answers of POST /api/cart by product id: true = added */
let accepts: Record<number, boolean>;
let pickupGroups: unknown;
let arrived: { pathname: string; state: unknown } | null;

beforeEach(() => {
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  shopperStore.reset();
  notificationsStore.reset();
  events = [];
  accepts = {};
  pickupGroups = { groups: [] };
  arrived = null;
  notificationsStore.subscribe(() => {
    for (const toast of notificationsStore.get().toasts) {
      const line = `toast ${toast.kind}: ${toast.text}`;
      if (!events.includes(line)) events.push(line);
    }
  });
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    if (url === "/api/checkout/pickup-points") return json(200, pickupGroups);
    if (method === "POST" && url === "/api/cart") {
      const body = JSON.parse(String(init.body)) as { product_id: number; quantity: number };
      events.push(`start ${body.product_id}×${body.quantity}`);
      await new Promise((r) => setTimeout(r, 5));
      events.push(`end ${body.product_id}`);
      return accepts[body.product_id]
        ? json(200, { ...EMPTY_CART, count: body.quantity, item_id: 1 })
        : json(400, { message: "Товара нет в наличии" });
    }
    return json(404, {});
  });
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.unstubAllGlobals();
});

function Checkout() {
  const location = useLocation();
  arrived = { pathname: location.pathname, state: location.state };
  return <p>checkout</p>;
}

async function show(orders: TCommerceOrder[]) {
  const client = createSiteQueryClient();
  const router = createMemoryRouter(
    [
      {
        path: "/profile/orders",
        element: (
          <QueryClientProvider client={client}>
            <ProfileOrders orders={orders.map(profileOrderView)} />
          </QueryClientProvider>
        ),
      },
      { path: "/checkout", element: <Checkout /> },
    ],
    { initialEntries: ["/profile/orders"] },
  );
  await act(async () => root.render(<RouterProvider router={router} />));
}

const button = (text: string) =>
  [...host.querySelectorAll("button")].find((b) => b.textContent === text) as HTMLButtonElement;

async function repeatAndWait() {
  await act(async () => button("Повторить заказ").click());
  // done: the checkout opened, or the button is back
  await vi.waitFor(
    () => expect(arrived !== null || button("Повторить заказ")?.disabled === false).toBe(true),
    {
      timeout: 3_000,
    },
  );
  await act(async () => {
    await new Promise((r) => setTimeout(r, 10));
  });
}

const prefill = () => (arrived?.state as { checkoutPrefill?: TCheckoutPrefill } | null)?.checkoutPrefill;

describe("profile orders", () => {
  it("shows each order's number, date, status, items per eye and total", async () => {
    await show([order()]);
    const card = host.querySelector("article");
    expect(card?.querySelector("h2")?.textContent).toBe("Заказ № 42 от 20 ноября 2026 г.");
    expect(card?.querySelector("a")?.getAttribute("href")).toBe(`/order/${"h".repeat(24)}`);
    expect(card?.textContent).toContain("Новый");
    expect(card?.textContent).toContain("Acuvue Oasys, правый глаз — 2 шт.");
    expect(card?.textContent).toContain("Air Optix, левый глаз — 1 шт.");
    expect(card?.textContent).toMatch(/Итого: 6\s300\s₽/);
  });

  it("says so when there are no orders", async () => {
    await show([]);
    expect(host.textContent).toContain("У вас пока нет заказов.");
    expect(button("Повторить заказ")).toBeUndefined();
  });
});

describe("repeat order (spec §4)", () => {
  it("adds the items one by one with a toast each, then opens the checkout as courier at the order's address", async () => {
    accepts = { 101: true, 102: true, 103: true };
    await show([order()]);
    await repeatAndWait();
    expect(events).toEqual([
      "start 101×2",
      "end 101",
      "toast success: Товар Acuvue Oasys добавлен в кол-ве 2 шт.",
      "start 102×1",
      "end 102",
      "toast success: Товар Air Optix добавлен в кол-ве 1 шт.",
      "start 103×1",
      "end 103",
      "toast success: Товар Opti-Free добавлен в кол-ве 1 шт.",
    ]);
    expect(arrived?.pathname).toBe("/checkout");
    expect(prefill()).toMatchObject({
      method: "delivery",
      deliveryId: 3,
      payment: "on_receipt",
      customer: { name: "Анна", phone: "79001234567", email: "anna@example.ru" },
      deliveryInfo: {
        fullAddress: "г Екатеринбург, ул Малышева, д 51",
        apartment: "12",
        floor: "4",
        coordinates: [...REPEAT_DEFAULT_COORDINATES],
      },
      pickup: null,
    });
  });

  it("a refused item says 'Мы не смогли добавить товар {name}' and the rest still go in", async () => {
    accepts = { 101: true, 102: false, 103: true };
    await show([order()]);
    await repeatAndWait();
    const toasts = events.filter((e) => e.startsWith("toast"));
    expect(toasts).toEqual([
      "toast success: Товар Acuvue Oasys добавлен в кол-ве 2 шт.",
      "toast error: Мы не смогли добавить товар Air Optix",
      "toast success: Товар Opti-Free добавлен в кол-ве 1 шт.",
    ]);
    // the cart's own texts are not shown on top of repeat order's
    expect(events.join("\n")).not.toContain("Товар добавлен в корзину");
    expect(events.join("\n")).not.toContain("Товара нет в наличии");
    expect(arrived?.pathname).toBe("/checkout");
  });

  it("nothing added: says so and stays on the profile", async () => {
    await show([order()]);
    await repeatAndWait();
    expect(events.filter((e) => e.startsWith("toast"))).toEqual([
      "toast error: Мы не смогли добавить товар Acuvue Oasys",
      "toast error: Мы не смогли добавить товар Air Optix",
      "toast error: Мы не смогли добавить товар Opti-Free",
      "toast error: Ни один товар заказа сейчас нельзя добавить в корзину.",
    ]);
    expect(arrived).toBeNull();
  });

  it("a pickup order opens the checkout as pickup at its point, found among the current groups", async () => {
    accepts = { 101: true, 102: true, 103: true };
    pickupGroups = {
      groups: [
        { id: 7, class: "partner-pickup", points: [{ code: "P-1" }] },
        { id: 5, class: "store-pickup", points: [{ code: "store-12" }, { code: "store-14" }] },
      ],
    };
    const pickup = order({
      payment_method: "online",
      delivery: {
        ...order().delivery,
        id: 5,
        type: "pickup",
        class: "store-pickup",
        point_code: "store-14",
        address: null,
      },
    });
    await show([pickup]);
    await repeatAndWait();
    expect(prefill()).toMatchObject({
      method: "pickup",
      deliveryId: 5,
      pickup: { groupId: 5, code: "store-14" },
      deliveryInfo: null,
      payment: "online",
    });
  });
});
