import type { TCart, TCheckoutData, TPickupPoints, TUserAddress } from "@optika/api-contract";
import { UiLinkProvider } from "@optika/ui";
import { QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createMemoryRouter, data, Link, RouterProvider, redirect } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSiteQueryClient } from "../query/SiteQueryProvider.tsx";
import { shopperStore } from "../shopper/shopper-store.ts";
import { CheckoutView, type TCheckoutPageData } from "./CheckoutView.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const cart: TCart = {
  items: [
    {
      id: 1,
      quantity: 2,
      product: { id: 5, name: "1-Day Acuvue Moist", slug: "moist", url: "/product/moist", image_id: null },
      modification: {
        id: 50,
        sku: "m",
        variants: [
          {
            group_id: 1,
            group: "Оптическая сила (Сфера)",
            code: "sphere",
            variant_id: 3,
            label: "-3.00",
            value: "-3.00",
          },
        ],
      },
      options: { eye: "right" },
      data: {},
      unit_price: 250_000,
      unit_price_old: null,
      line_total: 500_000,
      bonus_value: 10,
      line_bonus: 20,
      max_quantity: 9,
      in_city_quantity: 9,
    },
  ],
  count: 2,
  total: 500_000,
  bonus_total: 20,
  city_id: 1,
};

const checkoutData: TCheckoutData = {
  city_id: 1,
  cart_total: 500_000,
  deliveries: [
    {
      id: 1,
      class: "store-pickup",
      type: "pickup",
      name: "Самовывоз из салона",
      term: 0,
      cost: 0,
      termLabel: "сегодня",
      free_from: null,
    },
    {
      id: 3,
      class: "courier",
      type: "courier",
      name: "Курьером",
      term: 2,
      cost: 30_000,
      termLabel: "2 дня",
      free_from: null,
    },
  ],
  payments: [
    { name: "Онлайн картой", class: "online" },
    { name: "При получении", class: "on-receipt" },
  ],
};

const point = (code: string, name: string) => ({
  code,
  type: "clinic" as const,
  name,
  phones: ["+7 343 000-00-00"],
  pickup_type: "Клиника",
  address: `ул. ${name}, 1`,
  lat: 56.8,
  lon: 60.6,
  hours: "10:00–20:00",
  classPoint: "store-pickup" as const,
  store_id: 3,
  term: 0,
  cost: 0,
  termLabel: "сегодня",
});
const pickupPoints: TPickupPoints = {
  city_id: 1,
  groups: [
    {
      id: 1,
      class: "store-pickup",
      name: "Салоны сети",
      points: [point("store-3", "Ленина"), point("store-4", "Малышева")],
    },
  ],
  excluded_classes: [],
};

const pageData = (o: Partial<TCheckoutPageData> = {}): TCheckoutPageData => ({
  cart,
  checkoutData,
  pickupPoints,
  cityId: 1,
  attemptKey: "first-attempt-key",
  contacts: null,
  ...o,
});

/** A signed-in shopper's profile as the page's loader gives it. */
const profileContacts = { name: "Мария Иванова", phone: "+7 (922) 111 22 33", email: "maria@example.ru" };

const savedCourier: TUserAddress = {
  id: 7,
  lat: 56.84,
  lon: 60.61,
  flat: "12",
  zip: "620014",
  entrance: "2",
  floor: "5",
  intercom: "12",
  comment: "",
  courierId: 3,
  computed_address: "г Екатеринбург, ул Малышева, д 51",
  short_address: "ул Малышева, д 51",
  city_id: 1,
  classPoint: { class: "courier" },
  delivery_data: {},
};
const savedGone: TUserAddress = {
  ...savedCourier,
  id: 8,
  computed_address: "Пункт выдачи, ул Закрытая, 1",
  classPoint: { class: "store-pickup" },
  delivery_data: { shop_id: 99 },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

let host: HTMLDivElement;
let root: Root;
const calls: Array<{ method: string; url: string }> = [];
/** what the route's action answers, in turn; each posted form is kept */
let answers: Array<() => unknown>;
let posted: FormData[];

beforeEach(() => {
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  calls.length = 0;
  posted = [];
  answers = [];
  shopperStore.reset();
  sessionStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      calls.push({ method, url });
      if (url.startsWith("/api/cart")) return json(200, cart);
      if (url.startsWith("/api/bonuses/bonuses"))
        return json(200, {
          cart_items: [],
          bonusesAccrued: 20,
          balance: 0,
          useActiveBonuses: 0,
          maxSpendable: 0,
        });
      if (url.startsWith("/api/user/addresses") && method === "GET")
        return json(200, [savedCourier, savedGone]);
      if (url.startsWith("/api/user/addresses/") && method === "DELETE") return json(200, true);
      if (url.includes("/calculate"))
        return json(200, {
          term: 1,
          cost: 25_000,
          termLabel: "завтра",
          class: "courier",
          address: { full: "", short: "", city_id: 1, zip: "", lat: 0, lon: 0 },
        });
      if (url === "/api/checkout/promo" && method === "POST") {
        const { code } = JSON.parse(String(init?.body)) as { code: string };
        return code === "OPTIKA10"
          ? json(200, { code, discount: 50_000, message: "Промокод применён" })
          : json(400, { message: "Срок действия промокода истёк" });
      }
      if (url === "/api/checkout/certificate" && method === "POST") {
        const { code } = JSON.parse(String(init?.body)) as { code: string };
        return json(200, { code, balance: 100_000, applicable: 100_000, message: "Сертификат применён" });
      }
      return json(404, { message: "нет" });
    }),
  );
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.unstubAllGlobals();
});

async function show(d: TCheckoutPageData = pageData(), state: unknown = null) {
  const client = createSiteQueryClient();
  const router = createMemoryRouter(
    [
      {
        path: "/checkout",
        element: (
          <QueryClientProvider client={client}>
            <UiLinkProvider component={Link}>
              <CheckoutView data={d} />
            </UiLinkProvider>
          </QueryClientProvider>
        ),
        action: async ({ request }: { request: Request }) => {
          posted.push(await request.formData());
          const next = answers.shift();
          return next ? next() : null;
        },
      },
      { path: "/order/success/:hash", element: <p data-thanks="">Спасибо</p> },
    ],
    { initialEntries: [{ pathname: "/checkout", state }] },
  );
  await act(async () => root.render(<RouterProvider router={router} />));
  return router;
}

const q = <T extends Element = HTMLElement>(selector: string) => host.querySelector<T>(selector);
const form = () => q<HTMLFormElement>("form") as HTMLFormElement;
const radio = (name: string, value: string) => q<HTMLInputElement>(`input[name="${name}"][value="${value}"]`);
async function click(element: Element | null) {
  if (!element) throw new Error("nothing to click");
  await act(async () => (element as HTMLElement).click());
}
function fillContacts() {
  (q('input[name="name"]') as HTMLInputElement).value = "Анна";
  (q('input[name="phone"]') as HTMLInputElement).value = "+7 (912) 345 67 89";
}
async function submit() {
  await click(q('button[type="submit"]'));
  await settle();
}
async function settle(ms = 10) {
  await act(async () => {
    await new Promise((r) => setTimeout(r, ms));
  });
}
/** Types into a field as the shopper would (React sees the change). */
async function type(input: HTMLInputElement | null, value: string) {
  if (!input) throw new Error("no field to type into");
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}
const codeField = (name: string) => q<HTMLInputElement>(`input[name="${name}"]`);
/** Applies a code with its field's 'Применить'. */
async function applyCode(name: string, code: string) {
  await type(codeField(name), code);
  const button = codeField(name)?.parentElement?.querySelector("button");
  await click(button ?? null);
  await settle(20);
}
const discountsText = () => q("[data-checkout-section='discounts']")?.textContent ?? "";
/** Shows the page again, as a reload does (the same tab's sessionStorage). */
async function reload() {
  act(() => root.unmount());
  root = createRoot(host);
  await show();
  await settle(30);
}

/** Waits until `selector` is in the document (lazy dialogs). */
async function appears(selector: string) {
  for (let i = 0; i < 100 && !document.querySelector(selector); i++) await settle(20);
  return document.querySelector(selector);
}

describe("checkout page", () => {
  it("a repeated order opens it as that order was received: courier to its address, its payment and recipient", async () => {
    const checkoutPrefill = {
      method: "delivery",
      deliveryId: 3,
      deliveryInfo: {
        fullAddress: "г Екатеринбург, ул Малышева, д 51",
        shortAddress: "ул Малышева, д 51",
        coordinates: [56.835, 60.61],
        courierId: null,
        apartment: "12",
        mailIndex: "620014",
        entrance: "2",
        floor: "5",
        house: "51",
        intercom: "12К",
        comment: "",
      },
      pickup: null,
      payment: "on_receipt",
      customer: { name: "Анна Петрова", phone: "79123456789", email: "anna@example.com" },
    };
    // the recipient of the repeated order, over the signed-in shopper's profile
    await show(pageData({ contacts: profileContacts }), { checkoutPrefill });
    await settle();
    expect(form().getAttribute("data-method")).toBe("delivery");
    expect(radio("payment", "on-receipt")?.checked).toBe(true);
    expect(q<HTMLInputElement>('input[name="full_address"]')?.value).toBe(
      "г Екатеринбург, ул Малышева, д 51",
    );
    expect(q<HTMLInputElement>('input[name="courier_delivery_id"]')?.value).toBe("3");
    expect(q<HTMLInputElement>('input[name="name"]')?.value).toBe("Анна Петрова");
    expect(q<HTMLInputElement>('input[name="email"]')?.value).toBe("anna@example.com");
    expect(q<HTMLInputElement>('input[name="phone"]')?.value).toBe("+7 (912) 345 67 89");
    // the address's coordinates are there: its term and cost are asked for at once
    expect(calls.some((c) => c.method === "POST" && c.url === "/api/checkout/delivery/3/calculate")).toBe(
      true,
    );
  });

  it("a repeated pickup order opens with its point chosen", async () => {
    const checkoutPrefill = {
      method: "pickup",
      deliveryId: 1,
      deliveryInfo: null,
      pickup: { groupId: 1, code: "store-4" },
      payment: "online",
      customer: { name: "Анна", phone: "79123456789", email: "" },
    };
    await show(pageData(), { checkoutPrefill });
    expect(form().getAttribute("data-method")).toBe("pickup");
    expect(radio("pickup_delivery_id", "1:store-4")?.checked).toBe(true);
    expect(radio("payment", "online")?.checked).toBe(true);
  });

  it("a signed-in shopper's name, phone and e-mail fill the contact fields, which stay theirs to change", async () => {
    await show(pageData({ contacts: profileContacts }));
    await settle();
    const field = (name: string) => q<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;
    expect(field("name").value).toBe("Мария Иванова");
    expect(field("phone").value).toBe("+7 (922) 111 22 33");
    expect(field("email").value).toBe("maria@example.ru");
    field("email").value = "work@example.ru";
    await click(radio("pickup_delivery_id", "1:store-3"));
    answers.push(() => redirect("/order/success/abc123"));
    await submit();
    expect(posted).toHaveLength(1);
    expect(posted[0]?.get("name")).toBe("Мария Иванова");
    expect(posted[0]?.get("phone")).toBe("+7 (922) 111 22 33");
    expect(posted[0]?.get("email")).toBe("work@example.ru");
  });

  it("a guest's contact fields start empty", async () => {
    await show();
    await settle();
    for (const name of ["name", "phone", "email"])
      expect(q<HTMLInputElement>(`input[name="${name}"]`)?.value, name).toBe("");
  });

  it("an empty cart shows the way to the catalogue instead of the form", async () => {
    await show(pageData({ cart: { ...cart, items: [], count: 0, total: 0 } }));
    expect(form()).toBeNull();
    expect(host.textContent).toContain("Корзина пуста");
    expect(q('a[href="/catalog"]')).not.toBeNull();
  });

  it("starts with pickup; switching to courier and back keeps the chosen point", async () => {
    await show();
    expect(form().getAttribute("data-method")).toBe("pickup");
    expect(radio("method", "pickup")?.checked).toBe(true);
    await click(radio("pickup_delivery_id", "1:store-4"));
    expect(host.querySelector("[data-chosen-point]")?.textContent).toContain("Малышева");
    await click(radio("method", "delivery"));
    expect(form().getAttribute("data-method")).toBe("delivery");
    await click(radio("method", "pickup"));
    expect(radio("pickup_delivery_id", "1:store-4")?.checked).toBe(true);
  });

  it("the courier's entrance and floor open a phone's digit keyboard; the flat and the intercom keep letters", async () => {
    await show();
    await click(radio("method", "delivery"));
    const mode = (name: string) => q<HTMLInputElement>(`input[name="${name}"]`)?.getAttribute("inputmode");
    expect(mode("entrance")).toBe("numeric");
    expect(mode("floor")).toBe("numeric");
    expect(mode("flat")).toBeNull();
    expect(mode("intercom")).toBeNull();
  });

  it("every field has a label, and the summary shows the line per eye with the server's sums", async () => {
    await show();
    for (const input of host.querySelectorAll<HTMLInputElement>(
      "input:not([type=hidden]), textarea, select",
    )) {
      const labelled =
        input.closest("label") !== null ||
        (input.id !== "" && host.querySelector(`label[for="${input.id}"]`));
      expect(labelled, input.getAttribute("name") ?? input.id).toBeTruthy();
    }
    const line = q("[data-summary-line]")?.textContent ?? "";
    expect(line).toContain("Правый глаз");
    expect(line).toContain("-3.00");
    expect(q('[data-summary="total"]')?.textContent?.replace(/\s/g, "")).toContain("5000₽");
  });

  it("'Будет начислено' shows a signed-in shopper the order's bonuses; a guest, whose order accrues none, sees no such row", async () => {
    await show();
    await settle();
    expect(q('[data-summary="accrued"]')).toBeNull();
    act(() => shopperStore.set({ user: { id: 1, name: "Анна", phone: "9123456789" } }));
    await settle();
    expect(q('[data-summary="accrued"]')?.textContent).toMatch(/Будет начислено\s*20 бонусов/);
  });

  it("a submission without a point says so in an alert and posts nothing", async () => {
    await show();
    fillContacts();
    await submit();
    expect(posted).toHaveLength(0);
    const alerts = [...host.querySelectorAll('[role="alert"]')].map((a) => a.textContent);
    expect(alerts).toContain("Выберите пункт выдачи");
    // above the list of points (a city's list pushed it below a phone's screen)
    const alert = [...host.querySelectorAll('[role="alert"]')].find(
      (a) => a.textContent === "Выберите пункт выдачи",
    );
    const firstPoint = q("[data-point]");
    expect(firstPoint).not.toBeNull();
    expect(alert?.compareDocumentPosition(firstPoint as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it("keeps the Idempotency-Key while the outcome is unknown and starts a new attempt after a refusal", async () => {
    await show();
    fillContacts();
    await click(radio("pickup_delivery_id", "1:store-3"));
    answers.push(() =>
      data(
        { errors: { form: "Не удалось оформить заказ. Попробуйте ещё раз." }, keepKey: "x" },
        { status: 502 },
      ),
    );
    await submit();
    expect(posted).toHaveLength(1);
    expect(posted[0]?.get("attempt_key")).toBe("first-attempt-key");
    expect(posted[0]?.get("pickup_delivery_id")).toBe("1:store-3");
    expect(posted[0]?.get("method")).toBe("pickup");
    // the server's message, announced
    expect(q('[role="alert"][aria-live="assertive"]')?.textContent).toContain("Не удалось оформить заказ");

    answers.push(() => data({ errors: { form: "Товар закончился" }, keepKey: null }, { status: 400 }));
    await submit();
    expect(posted[1]?.get("attempt_key")).toBe("first-attempt-key");
    expect(q('[role="alert"][aria-live="assertive"]')?.textContent).toContain("Товар закончился");

    await submit();
    const third = String(posted[2]?.get("attempt_key"));
    expect(third).not.toBe("first-attempt-key");
    expect(third).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("a placed order goes to its page and empties the cart badge", async () => {
    shopperStore.set({ cartCount: 2 });
    const router = await show();
    fillContacts();
    await click(radio("pickup_delivery_id", "1:store-3"));
    answers.push(() => redirect("/order/success/abc123"));
    await submit();
    await settle(50);
    expect(router.state.location.pathname).toBe("/order/success/abc123");
    expect(shopperStore.get().cartCount).toBe(0);
  });

  it("the address popup clears the choice while open, and closing it puts the choice back", async () => {
    shopperStore.set({ user: { id: 1, name: "Анна", phone: "9123456789" } });
    await show();
    await click(radio("pickup_delivery_id", "1:store-3"));
    await click(q("[data-open-addresses]"));
    await appears('[role="dialog"] [data-saved-address]');
    expect(radio("pickup_delivery_id", "1:store-3")?.checked).toBe(false);
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain("г Екатеринбург, ул Малышева, д 51");
    await click(document.querySelector('[role="dialog"] button[aria-label="Закрыть"]'));
    expect(radio("pickup_delivery_id", "1:store-3")?.checked).toBe(true);
    expect(form().getAttribute("data-method")).toBe("pickup");
  });

  it("a saved courier address switches to courier and calculates; a gone pickup address is removed with the message", async () => {
    shopperStore.set({ user: { id: 1, name: "Анна", phone: "9123456789" } });
    await show();
    await click(q("[data-open-addresses]"));
    await appears('[role="dialog"] [data-saved-address]');
    const gone = document.querySelector('[data-saved-address="8"] button');
    await click(gone);
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain(
      "Данный адрес недоступен и удалён из списка. Выберите другой.",
    );
    expect(calls.some((c) => c.method === "DELETE" && c.url === "/api/user/addresses/8")).toBe(true);

    await click(document.querySelector('[data-saved-address="7"] button'));
    await settle(50);
    expect(form().getAttribute("data-method")).toBe("delivery");
    expect(q<HTMLInputElement>('input[name="full_address"]')?.value).toBe(
      "г Екатеринбург, ул Малышева, д 51",
    );
    expect(q<HTMLInputElement>('input[name="flat"]')?.value).toBe("12");
    expect(calls.some((c) => c.method === "POST" && c.url === "/api/checkout/delivery/3/calculate")).toBe(
      true,
    );
    expect(q("[data-calculation]")?.textContent).toContain("завтра");
    expect(q('[data-summary="delivery"]')?.textContent?.replace(/\s/g, "")).toContain("250₽");
  });

  describe("promo code and certificate across a reload", () => {
    it("applied ones are applied again after a reload, checked by the server anew", async () => {
      await show();
      await applyCode("promo_code", "OPTIKA10");
      await applyCode("certificate_code", "GIFT-1");
      expect(discountsText()).toContain("Промокод OPTIKA10 применён");
      await reload();
      expect(codeField("promo_code")?.value).toBe("OPTIKA10");
      expect(codeField("certificate_code")?.value).toBe("GIFT-1");
      expect(discountsText()).toContain("Промокод OPTIKA10 применён");
      expect(discountsText()).toContain("Сертификат GIFT-1 применён");
      expect(q('[data-summary="total"]')?.textContent?.replace(/\s/g, "")).toContain("3500₽");
      expect(calls.filter((c) => c.url === "/api/checkout/promo")).toHaveLength(2);
    });

    it("a kept code refused now shows the server's reason, and a further reload forgets it", async () => {
      sessionStorage.setItem("checkout.promo-code", "OLD");
      await show();
      await settle(30);
      expect(codeField("promo_code")?.value).toBe("OLD");
      expect(discountsText()).toContain("Срок действия промокода истёк");
      await reload();
      expect(codeField("promo_code")?.value).toBe("");
      expect(calls.filter((c) => c.url === "/api/checkout/promo")).toHaveLength(1);
    });

    it("a code the shopper edits after applying it is not kept", async () => {
      await show();
      await applyCode("promo_code", "OPTIKA10");
      await type(codeField("promo_code"), "OPTIKA1");
      await reload();
      expect(codeField("promo_code")?.value).toBe("");
    });

    it("an order refused keeps them; a placed order forgets them", async () => {
      await show();
      await applyCode("promo_code", "OPTIKA10");
      fillContacts();
      await click(radio("pickup_delivery_id", "1:store-3"));
      answers.push(() => data({ errors: { form: "Товар закончился" }, keepKey: null }, { status: 400 }));
      await submit();
      expect(posted[0]?.get("promo_code")).toBe("OPTIKA10");
      expect(sessionStorage.getItem("checkout.promo-code")).toBe("OPTIKA10");
      answers.push(() => redirect("/order/success/abc123"));
      await submit();
      await settle(50);
      expect(sessionStorage.getItem("checkout.promo-code")).toBeNull();
    });
  });
});
