import type { TProduct } from "@optika/api-contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import fc from "fast-check";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { notificationsStore } from "../notifications/notification-store.ts";
import { purchaseProduct, type TPurchaseProduct } from "./purchase-product.ts";
import seeded from "./test-fixtures/seeded-products.json" with { type: "json" };

const layout = vi.hoisted(() => ({
  city: { id: 1, name: "Екатеринбург", baseHost: "localhost" },
  vars: {} as Record<string, string>,
}));
vi.mock("../layout/use-layout.ts", () => ({ useLayoutData: () => layout }));

const { LensPurchase } = await import("./LensPurchase.tsx");

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type TSeeded = {
  id: number;
  name: string;
  slug: string;
  url: string;
  manufacturer: string;
  groups: { groupId: number; name: string; code: string; values: [number, string][] }[];
  /** [modification id, ...variant ids] */
  modifications: number[][];
};

/** A seeded product (fixture taken from the seeded API) as GET /products/{id} answers it. */
function apiProduct(p: TSeeded, keep: (index: number) => boolean = () => true): TProduct {
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    url: p.url,
    manufacturer: p.manufacturer,
    variants: p.groups.map((g) => ({
      name: g.name,
      groupId: g.groupId,
      code: g.code,
      variants: g.values.map(([id, label]) => ({ id, label, value: label })),
    })),
    modifications: p.modifications
      .filter((_, i) => keep(i))
      .map(([id, ...variantIds]) => ({
        id: id ?? 0,
        sku: "",
        price: 100_00,
        variants: variantIds.map((v) => ({ id: v })),
        stores: [],
        quantity: 1,
      })),
  } as unknown as TProduct;
}

const products = seeded as TSeeded[];
const toric = products.find((p) => p.slug === "acuvue-oasys-for-astigmatism") as TSeeded;

/** Stock answers of the fake API: by modification id; absent → 3 units in the city. */
let stock: (modificationId: number) => "city" | "elsewhere" | "none" = () => "city";
let cartPosts: unknown[] = [];
let cartAnswer: { status: number; body: unknown } | null = null;
let formPosts: unknown[] = [];

function fakeFetch(product: TPurchaseProduct) {
  return vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), "http://shop.test");
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    if (url.pathname.endsWith("/modifications")) {
      const chosen = [...url.searchParams.entries()]
        .filter(([key]) => key.startsWith("v["))
        .map(([, value]) => Number(value));
      const found = product.modifications.filter((m) => chosen.every((id) => m.variantIds.includes(id)));
      const first = found.find((m) => stock(m.id) !== "none");
      if (!first) return json(200, { modification: null, total: 0, cityFilter: "dropped_after_empty" });
      const modification = { id: first.id, sku: "", price: 0, variants: [], stores: [], quantity: 3 };
      return json(200, {
        modification,
        total: 1,
        cityFilter: stock(first.id) === "city" ? "applied" : "dropped_after_empty",
      });
    }
    if (url.pathname === "/api/cart" && init?.method === "POST") {
      cartPosts.push(JSON.parse(String(init.body)));
      if (cartAnswer) return json(cartAnswer.status, cartAnswer.body);
      return json(200, {
        items: [],
        count: cartPosts.length,
        total: 0,
        bonus_total: 0,
        city_id: 1,
        item_id: 1,
      });
    }
    if (url.pathname === "/api/form/send") {
      formPosts.push(JSON.parse(String(init?.body)));
      return json(200, { id: "5b0f4f5e-8e4b-4b8e-9d51-7e0f6c1c2a10", message: "Заявка успешно отправлена" });
    }
    return json(404, { message: "Не найдено" });
  });
}

let host: HTMLDivElement;
let root: Root;

beforeEach(() => {
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  stock = () => "city";
  cartPosts = [];
  cartAnswer = null;
  formPosts = [];
  layout.vars = {};
  notificationsStore.reset();
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.unstubAllGlobals();
});

async function render(product: TPurchaseProduct, onAdded = () => {}) {
  vi.stubGlobal("fetch", fakeFetch(product));
  const client = new QueryClient({ defaultOptions: { mutations: { retry: 0 } } });
  await act(async () => {
    root.render(
      <MemoryRouter>
        <QueryClientProvider client={client}>
          <LensPurchase product={product} cityId={1} cityName="Екатеринбург" onAdded={onAdded} />
        </QueryClientProvider>
      </MemoryRouter>,
    );
  });
}

/** Lets the fake API answer and React settle. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

const setEl = (set: number) => host.querySelector<HTMLElement>(`[data-eye-set="${set}"]`);
const groupEl = (set: number, groupId: number) =>
  setEl(set)?.querySelector<HTMLElement>(`[data-option-group="${groupId}"]`) ?? null;
const valueButton = (set: number, groupId: number, label: string) =>
  [...(groupEl(set, groupId)?.querySelectorAll<HTMLButtonElement>("button[data-value-id]") ?? [])].find(
    (b) => b.textContent === label,
  );
const button = (text: string) =>
  [...host.querySelectorAll<HTMLButtonElement>("button")].find((b) => b.textContent === text);
/** Types into an input the way React notices (native setter + input event). */
function type(el: HTMLInputElement | undefined, value: string) {
  act(() => {
    if (!el) return;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(el, value);
    el.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

/** The eye mode's radio inside its label. */
const eyeMode = (text: string) =>
  [...host.querySelectorAll("label")].find((l) => l.textContent === text)?.querySelector("input") ??
  undefined;
const toasts = () => notificationsStore.get().toasts.map((t) => t.text);

async function click(el: HTMLElement | undefined | null) {
  expect(el, "element to click").toBeTruthy();
  await act(async () => el?.click());
  await settle();
}

/** Chooses a lens set by labels in group order: sphere, cylinder, axis (the single values choose themselves). */
async function chooseToric(set: number, sphere: string, cylinder: string, axis: string) {
  const [sphereGroup, , cylinderGroup, axisGroup] = toric.groups;
  const sphereButton = valueButton(set, sphereGroup?.groupId ?? 0, sphere);
  if (!sphereButton)
    await click(groupEl(set, sphereGroup?.groupId ?? 0)?.querySelector("button[aria-expanded]"));
  await click(valueButton(set, sphereGroup?.groupId ?? 0, sphere));
  await click(valueButton(set, cylinderGroup?.groupId ?? 0, cylinder));
  await click(valueButton(set, axisGroup?.groupId ?? 0, axis));
}

describe("lens purchase (quick-buy and the product page)", () => {
  it("opens the groups in order, choosing single values by themselves", async () => {
    const product = purchaseProduct(apiProduct(toric));
    await render(product);
    const [sphere, curve, cylinder, axis, pack] = toric.groups.map((g) => g.groupId);
    // only the first group offers values; 55 powers fold after 20
    expect(groupEl(0, sphere ?? 0)?.querySelectorAll("button[data-value-id]")).toHaveLength(20);
    expect(button("Все варианты")).toBeTruthy();
    expect(groupEl(0, cylinder ?? 0)?.querySelectorAll("button[data-value-id]")).toHaveLength(0);
    // a group that waits says which one to choose first
    expect(groupEl(0, curve ?? 0)?.textContent).toContain("Сначала выберите «Оптическая сила (Сфера)»");
    expect(groupEl(0, cylinder ?? 0)?.textContent).not.toContain("Сначала выберите");
    await click(valueButton(0, sphere ?? 0, "-3.00"));
    expect(groupEl(0, cylinder ?? 0)?.textContent).not.toContain("Сначала выберите");
    expect(groupEl(0, axis ?? 0)?.textContent).toContain("Сначала выберите «Оптическая сила (Цилиндр)»");
    expect(groupEl(0, pack ?? 0)?.textContent).not.toContain("Сначала выберите");
    // the single base curve is chosen by itself; the cylinder opens
    expect(valueButton(0, curve ?? 0, "8.6")?.getAttribute("aria-pressed")).toBe("true");
    expect(groupEl(0, cylinder ?? 0)?.querySelectorAll("button[data-value-id]")).toHaveLength(4);
    await click(valueButton(0, cylinder ?? 0, "-1.25"));
    await click(valueButton(0, axis ?? 0, "180°"));
    expect(valueButton(0, pack ?? 0, "6")?.getAttribute("aria-pressed")).toBe("true");
    // changing an earlier group clears the later ones
    await click(valueButton(0, sphere ?? 0, "-2.75"));
    expect(valueButton(0, cylinder ?? 0, "-1.25")?.getAttribute("aria-pressed")).toBe("false");
    expect(groupEl(0, axis ?? 0)?.querySelectorAll("button[data-value-id]")).toHaveLength(0);
  });

  it("keeps a chosen value past the 20th visible and folds with 'Свернуть'", async () => {
    await render(purchaseProduct(apiProduct(toric)));
    const sphere = toric.groups[0]?.groupId ?? 0;
    await click(button("Все варианты"));
    expect(groupEl(0, sphere)?.querySelectorAll("button[data-value-id]")).toHaveLength(55);
    await click(valueButton(0, sphere, "+1.00"));
    await click(button("Свернуть"));
    const shown = [...(groupEl(0, sphere)?.querySelectorAll("button[data-value-id]") ?? [])];
    expect(shown).toHaveLength(21);
    expect(shown.at(-1)?.textContent).toBe("+1.00");
  });

  it("refuses to add an incomplete set: 'Необходимо выбрать опции товара' and 'Обязательно к заполнению' under the groups", async () => {
    await render(purchaseProduct(apiProduct(toric)));
    await click(eyeMode("Разные для каждого глаза"));
    await chooseToric(0, "-3.00", "-1.25", "180°");
    await click(button("В корзину"));
    expect(cartPosts).toEqual([]);
    expect(toasts()).toEqual(["Необходимо выбрать опции товара"]);
    const sphereOfLeft = groupEl(1, toric.groups[0]?.groupId ?? 0);
    expect(sphereOfLeft?.textContent).toContain("Обязательно к заполнению");
    expect(sphereOfLeft?.scrollIntoView).toHaveBeenCalled();
    expect(setEl(0)?.textContent).not.toContain("Обязательно к заполнению");
  });

  it("clears 'Обязательно к заполнению' under a group whose single value was then chosen by itself", async () => {
    await render(purchaseProduct(apiProduct(toric)));
    const [sphere, curve, cylinder, , pack] = toric.groups.map((g) => g.groupId ?? 0);
    await click(button("В корзину"));
    for (const group of [sphere, curve, cylinder, pack]) {
      expect(groupEl(0, group ?? 0)?.textContent).toContain("Обязательно к заполнению");
    }
    await chooseToric(0, "-3.00", "-1.25", "180°");
    // the base curve (8.6) and the pack (6) were the only values left: chosen, so no mark
    expect(valueButton(0, curve ?? 0, "8.6")?.getAttribute("aria-pressed")).toBe("true");
    expect(valueButton(0, pack ?? 0, "6")?.getAttribute("aria-pressed")).toBe("true");
    expect(setEl(0)?.textContent).not.toContain("Обязательно к заполнению");
  });

  it("adds one line per eye in 'various' mode, and going back to 'same' keeps only the first set", async () => {
    const onAdded = vi.fn();
    const product = purchaseProduct(apiProduct(toric));
    await render(product, onAdded);
    await click(eyeMode("Разные для каждого глаза"));
    expect(setEl(1)).not.toBeNull();
    await chooseToric(0, "-3.00", "-1.25", "180°");
    await chooseToric(1, "-2.75", "-0.75", "10°");
    expect(setEl(0)?.textContent).toContain("В наличии в салонах: Екатеринбург");
    await click(button("В корзину"));
    expect(cartPosts).toEqual([
      { product_id: toric.id, modification_id: expect.any(Number), quantity: 1, options: { eye: "right" } },
      { product_id: toric.id, modification_id: expect.any(Number), quantity: 1, options: { eye: "left" } },
    ]);
    const [right, left] = cartPosts as { modification_id: number }[];
    const labelsOf = (id: number) =>
      product.modifications
        .find((m) => m.id === id)
        ?.variantIds.map((v) => product.groups.flatMap((g) => g.values).find((x) => x.id === v)?.label);
    expect(labelsOf(right?.modification_id ?? 0)).toEqual(["-3.00", "8.6", "-1.25", "180°", "6"]);
    expect(labelsOf(left?.modification_id ?? 0)).toEqual(["-2.75", "8.6", "-0.75", "10°", "6"]);
    expect(onAdded).toHaveBeenCalledOnce();

    await click(eyeMode("Одинаковые для обоих глаз"));
    expect(setEl(1)).toBeNull();
    expect(valueButton(0, toric.groups[0]?.groupId ?? 0, "-3.00")?.getAttribute("aria-pressed")).toBe("true");
  });

  it("shows the server's first message when the add fails, else the spec's default", async () => {
    await render(purchaseProduct(apiProduct(toric)));
    await chooseToric(0, "-3.00", "-1.25", "180°");
    cartAnswer = {
      status: 400,
      body: { message: "Недостаточно товара в наличии: можно заказать не больше 2 шт." },
    };
    await click(button("В корзину"));
    expect(toasts()).toContain("Недостаточно товара в наличии: можно заказать не больше 2 шт.");
    cartAnswer = { status: 500, body: null };
    await click(button("В корзину"));
    expect(toasts()).toContain("Ошибка при добавлении товара в корзину");
  });

  it("shows dates when every set is in the city, else the term of the app vars (the main manufacturer's own)", async () => {
    layout.vars = {
      deliveryTerms: "Курьером — от 3 дней",
      mainManufacturer: toric.manufacturer,
      mainManufacturerDeliveryTerm: "Под заказ от производителя — 5–7 дней",
    };
    await render(purchaseProduct(apiProduct(toric)));
    await chooseToric(0, "-3.00", "-1.25", "180°");
    expect(host.querySelector("[data-delivery-terms]")?.textContent).toMatch(
      /^Самовывоз с \d+ \S+Доставка курьером с \d+ \S+$/,
    );
    stock = () => "elsewhere";
    await chooseToric(0, "-2.75", "-1.25", "180°");
    expect(setEl(0)?.textContent).toContain("Нет в салонах города Екатеринбург");
    expect(host.querySelector("[data-delivery-terms]")?.textContent).toBe(
      "Под заказ от производителя — 5–7 дней",
    );
    expect(button("В корзину")).toBeTruthy();
  });

  it("titles a lens set by its eye, and leaves a frame's one set untitled (the page heads it 'Параметры')", async () => {
    await render(purchaseProduct(apiProduct(toric)));
    expect(setEl(0)?.querySelector("h3")?.textContent).toBe("Оба глаза");
    act(() => root.unmount());
    root = createRoot(host);
    const frame = products.find((p) => p.groups.some((g) => g.code === "size")) as TSeeded;
    await render(purchaseProduct(apiProduct(frame)));
    expect(setEl(0)?.querySelector("h3")).toBeNull();
    expect(host.textContent).not.toContain("Параметры");
    expect(groupEl(0, frame.groups[0]?.groupId ?? 0)?.textContent).toContain("Размер");
  });

  it("offers the out-of-stock request instead of adding when no store has the set", async () => {
    stock = () => "none";
    await render(purchaseProduct(apiProduct(toric)));
    await chooseToric(0, "-3.00", "-1.25", "180°");
    expect(setEl(0)?.textContent).toContain("Этого набора параметров сейчас нет в наличии");
    expect(button("В корзину")).toBeUndefined();
    expect(button("Оставить заявку")).toBeTruthy();
  });

  it("shows the notification form for a zero-stock-list product when a set is not in stock", async () => {
    stock = () => "none";
    layout.vars = { productsUnavailableAtZeroStock: `1,${toric.id}` };
    await render(purchaseProduct(apiProduct(toric)));
    await chooseToric(0, "-3.00", "-1.25", "180°");
    const form = host.querySelector<HTMLFormElement>("[data-lens-request]");
    expect(form?.closest("section")?.getAttribute("aria-label")).toBe("Сообщить о поступлении");
    // the form is the one way on: no add button that would do nothing, no second request offer
    expect(button("В корзину")).toBeUndefined();
    expect(button("Оставить заявку")).toBeUndefined();
    const [nameField, phoneField] = [...(form?.querySelectorAll("input") ?? [])];
    await act(async () => form?.requestSubmit());
    expect(form?.textContent).toContain("Обязательно к заполнению");
    expect(formPosts).toEqual([]);
    // the caret goes to the first field named, not left on the button
    expect(document.activeElement).toBe(nameField);
    // the name is enough for its message to go; the phone's stays (typing through the mask: e2e)
    type(nameField, "Анна");
    await act(async () => form?.requestSubmit());
    expect(form?.textContent?.match(/Обязательно к заполнению/g)).toHaveLength(1);
    expect(formPosts).toEqual([]);
    expect(document.activeElement).toBe(phoneField);
    // the masked phone field polls its caret while focused: blur before the test ends
    act(() => phoneField?.blur());
  });

  it("shows a group without values as 'Недоступно' while the combination exists", async () => {
    // the pack group loses its value for −9.00: that group is unavailable, the set still complete
    const base = apiProduct(toric);
    const sphere = base.variants[0]?.variants.find((v) => v.label === "-9.00")?.id ?? 0;
    const pack = base.variants[4]?.variants[0]?.id ?? 0;
    const product = purchaseProduct({
      ...base,
      modifications: base.modifications.map((m) =>
        m.variants.some((v) => v.id === sphere)
          ? { ...m, variants: m.variants.filter((v) => v.id !== pack) }
          : m,
      ),
    });
    await render(product);
    await chooseToric(0, "-9.00", "-1.25", "180°");
    const packGroup = groupEl(0, base.variants[4]?.groupId ?? 0);
    expect(packGroup?.textContent).toContain("Недоступно");
    expect(packGroup?.getAttribute("aria-disabled")).toBe("true");
    await click(button("В корзину"));
    expect(cartPosts).toHaveLength(1);
  });
});

describe("property: the UI never offers a value without an existing combination", () => {
  /** The chosen ids of a set, read from the page (aria-pressed). */
  const pressedIds = (set: number) =>
    [
      ...(setEl(set)?.querySelectorAll<HTMLButtonElement>('button[data-value-id][aria-pressed="true"]') ??
        []),
    ].map((b) => Number(b.dataset.valueId));

  function assertOffersExist(product: TPurchaseProduct) {
    for (const set of [0, 1]) {
      if (!setEl(set)) continue;
      const chosen = new Map<number, number>();
      for (const id of pressedIds(set)) {
        const group = product.groups.find((g) => g.values.some((v) => v.id === id));
        if (group) chosen.set(group.groupId, id);
      }
      for (const [index, group] of product.groups.entries()) {
        const earlier = product.groups
          .slice(0, index)
          .flatMap((g) => (chosen.has(g.groupId) ? [chosen.get(g.groupId) as number] : []));
        const offered = [
          ...(groupEl(set, group.groupId)?.querySelectorAll<HTMLButtonElement>("button[data-value-id]") ??
            []),
        ].filter((b) => !b.disabled);
        for (const button of offered) {
          const wanted = [...earlier, Number(button.dataset.valueId)];
          const exists = product.modifications.some((m) => wanted.every((id) => m.variantIds.includes(id)));
          expect(exists, `${product.name}: ${group.title} ${button.textContent} after ${earlier}`).toBe(true);
        }
      }
    }
  }

  it("holds over the seeded products, with random gaps in their modifications, for any clicks", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...products),
        fc.double({ min: 0.02, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.array(
          fc.record({
            set: fc.integer({ min: 0, max: 1 }),
            pick: fc.nat(),
            mode: fc.constantFrom(null, null, null, "same", "various"),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        async (seededProduct, density, salt, steps) => {
          // a deterministic subset of the seeded modifications: combinations go missing at random
          const keep = (i: number) => ((Math.imul(i + 1, 2_654_435_761) ^ salt) >>> 0) / 2 ** 32 < density;
          const product = purchaseProduct(apiProduct(seededProduct, keep));
          await render(product);
          assertOffersExist(product);
          for (const step of steps) {
            if (
              step.mode &&
              eyeMode(step.mode === "same" ? "Одинаковые для обоих глаз" : "Разные для каждого глаза")
            ) {
              await click(
                eyeMode(step.mode === "same" ? "Одинаковые для обоих глаз" : "Разные для каждого глаза"),
              );
            } else {
              const set = setEl(step.set) ? step.set : 0;
              const enabled = [
                ...(setEl(set)?.querySelectorAll<HTMLButtonElement>("button[data-value-id]") ?? []),
              ].filter((b) => !b.disabled);
              const target = enabled[step.pick % Math.max(1, enabled.length)];
              if (target) await click(target);
            }
            assertOffersExist(product);
          }
          act(() => root.unmount());
          root = createRoot(host);
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});
