import type { TSearchResponse } from "@optika/api-contract";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { productCard, productsGroup, searchResponse } from "../search/search-response.fixture.ts";
import { LiveSearchOverlay } from "./LiveSearchOverlay.tsx";
import type { TSearchFetcher } from "./search-request.ts";

// React's act() outside a testing library: tell React this is a test environment
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type TCall = {
  query: string;
  signal: AbortSignal;
  resolve: (r: TSearchResponse) => void;
  reject: (e: unknown) => void;
};

/** A fetcher whose answers the test hands out, in any order (it ignores aborts, like a slow network). */
function controlledFetcher() {
  const calls: TCall[] = [];
  const fetcher: TSearchFetcher = (query, signal) =>
    new Promise((resolve, reject) => calls.push({ query, signal, resolve, reject }));
  return { fetcher, calls };
}

/** An answer whose only product is named after the query (to tell answers apart on screen). */
function answerFor(query: string, o: Partial<TSearchResponse["groups"]> = {}): TSearchResponse {
  return searchResponse({
    query,
    groups: {
      products: { ...productsGroup(1, { count: 0 }), items: [productCard(1, { name: `Найдено: ${query}` })] },
      ...o,
    },
  });
}

let root: Root | null = null;
let host: HTMLElement;

async function renderOverlay(fetcher: TSearchFetcher, onOpenChange = vi.fn(), onSearch = vi.fn()) {
  host = document.createElement("div");
  document.body.append(host);
  await act(async () => {
    root = createRoot(host);
    root.render(
      <LiveSearchOverlay isOpen onOpenChange={onOpenChange} onSearch={onSearch} fetcher={fetcher} />,
    );
  });
  return { onOpenChange, onSearch };
}

const input = () =>
  document.querySelector<HTMLInputElement>('input[placeholder="Поиск"]') as HTMLInputElement;
const text = () => document.body.textContent ?? "";

async function type(value: string) {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
    setter?.call(input(), value);
    input().dispatchEvent(new Event("input", { bubbles: true }));
  });
}

async function wait(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

async function settle(fn: () => void) {
  await act(async () => {
    fn();
    await Promise.resolve();
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("matchMedia", undefined);
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  host.remove();
  document.body.innerHTML = "";
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the header's live search", () => {
  it("does nothing under 3 characters", async () => {
    const { fetcher, calls } = controlledFetcher();
    await renderOverlay(fetcher);
    await type("ac");
    await wait(2000);
    await type(" a ");
    await wait(2000);
    expect(calls).toHaveLength(0);
    expect(document.querySelector('[role="tab"]')).toBeNull();
  });

  it("asks once, 500 ms after the last keystroke", async () => {
    const { fetcher, calls } = controlledFetcher();
    await renderOverlay(fetcher);
    await type("acu");
    await wait(300);
    await type("acuv");
    await wait(300);
    await type("acuvue");
    await wait(499);
    expect(calls).toHaveLength(0);
    await wait(1);
    expect(calls.map((call) => call.query)).toEqual(["acuvue"]);
    await settle(() => calls[0]?.resolve(answerFor("acuvue")));
    expect(text()).toContain("Найдено: acuvue");
  });

  it("never lets a stale answer overwrite a newer one (answers out of order)", async () => {
    const { fetcher, calls } = controlledFetcher();
    await renderOverlay(fetcher);
    await type("acuvue");
    await wait(500);
    await type("oasys");
    await wait(500);
    expect(calls.map((call) => call.query)).toEqual(["acuvue", "oasys"]);
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.signal.aborted).toBe(false);
    await settle(() => calls[1]?.resolve(answerFor("oasys")));
    expect(text()).toContain("Найдено: oasys");
    // the older request's answer arrives last (its abort was ignored): it is dropped
    await settle(() => calls[0]?.resolve(answerFor("acuvue")));
    expect(text()).toContain("Найдено: oasys");
    expect(text()).not.toContain("Найдено: acuvue");
  });

  it("drops an older request's failure too, and shows a failure of the latest", async () => {
    const { fetcher, calls } = controlledFetcher();
    await renderOverlay(fetcher);
    await type("acuvue");
    await wait(500);
    await type("oasys");
    await wait(500);
    await settle(() => calls[0]?.reject(new Error("network")));
    expect(text()).not.toContain("Возникла ошибка");
    await settle(() => calls[1]?.reject(new Error("500")));
    expect(text()).toContain("Возникла ошибка, попробуйте перезагрузить страницу");
  });

  it("clears the results and cancels a pending search when the text gets under 3 characters", async () => {
    const { fetcher, calls } = controlledFetcher();
    await renderOverlay(fetcher);
    await type("acuvue");
    await wait(500);
    await type("ac");
    expect(calls[0]?.signal.aborted).toBe(true);
    await settle(() => calls[0]?.resolve(answerFor("acuvue")));
    expect(text()).not.toContain("Найдено: acuvue");
    await wait(1000);
    expect(calls).toHaveLength(1);
  });

  it("shows tabs with counts, filter pages as link tabs, and closes when a result is followed", async () => {
    const { fetcher, calls } = controlledFetcher();
    const { onOpenChange } = await renderOverlay(fetcher);
    await type("kbyps");
    await wait(500);
    await settle(() =>
      calls[0]?.resolve(
        answerFor("линзы", {
          products: productsGroup(42, { count: 30 }),
          categories: {
            name: "Категории",
            total: 1,
            items: [{ id: 3, name: "Оправы", slug: "opravy", url: "/catalog/opravy", products_count: 144 }],
          },
          filter_pages: {
            name: "Подборки",
            total: 1,
            items: [
              {
                title: "Контактные линзы ACUVUE",
                url: "/catalog/linzy/f/brand=acuvue",
                products_count: 40,
                category_id: 1,
                slug: "brand=acuvue",
              },
            ],
          },
        }),
      ),
    );
    const tabs = [...document.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);
    expect(tabs).toEqual(["Все результаты43", "Товары42", "Категории1"]);
    const linkTab = document.querySelector<HTMLAnchorElement>('a[href="/catalog/linzy/f/brand=acuvue"]');
    expect(linkTab?.textContent).toBe("Контактные линзы ACUVUE40");
    // category id 3 (glasses) links to /ochki/{slug}
    expect(document.querySelector('a[href="/ochki/opravy"]')?.textContent).toBe("Оправы");
    const results = document.querySelector<HTMLAnchorElement>('a[href^="/search?search="]');
    expect(results?.getAttribute("href")).toBe("/search?search=kbyps");
    results?.addEventListener("click", (event) => event.preventDefault());
    await act(async () => results?.click());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("opens /search?search={text} on Enter", async () => {
    const { fetcher } = controlledFetcher();
    const { onSearch } = await renderOverlay(fetcher);
    await type("  оправы детские ");
    await act(async () => {
      input().form?.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    });
    expect(onSearch).toHaveBeenCalledWith(
      `/search?search=${encodeURIComponent("оправы детские").replace(/%20/g, "+")}`,
    );
  });
});
