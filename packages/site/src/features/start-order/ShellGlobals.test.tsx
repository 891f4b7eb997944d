import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  notificationsStore,
  notify,
  showNotification,
  showSuggestionSent,
} from "../notifications/notification-store.ts";
import { shopperStore } from "../shopper/shopper-store.ts";
import { documentCookies } from "./browser-cookies.ts";
import { resetStartOrder } from "./run-start-order.ts";
import { ShellGlobals } from "./ShellGlobals.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let host: HTMLElement | null = null;

function clearCookies() {
  const jar = documentCookies();
  for (const name of document.cookie.split(";").map((part) => part.split("=")[0]?.trim())) {
    if (name) jar.set(name, "", 0);
  }
}

const NoFallback = () => null;

async function mount(vars: Record<string, string> = {}) {
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: () => ({ vars, city: { baseHost: "localhost" } }),
        Component: ShellGlobals,
        HydrateFallback: NoFallback,
      },
    ],
    { initialEntries: ["/"] },
  );
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root?.render(<RouterProvider router={router} />);
  });
}

async function settle(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Lazy chunks compile on first use in the test run. */
const LAZY = { timeout: 10_000 };

const realSetTimeout = globalThis.setTimeout;

/** Waits in real time (vi.waitFor would move the fake clock). */
async function until(check: () => boolean) {
  for (let i = 0; i < 1000 && !check(); i += 1) {
    await act(async () => {
      await new Promise((resolve) => realSetTimeout(resolve, 10));
    });
  }
  expect(check()).toBe(true);
}

const cookiePopup = () => document.querySelector("[data-cookie-popup]");
const splash = () => document.querySelector("[data-birthday-splash]");

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  clearCookies();
  shopperStore.reset();
  notificationsStore.reset();
  resetStartOrder();
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("{}", { status: 404, headers: { "content-type": "application/json" } })),
  );
});

afterEach(async () => {
  await act(async () => root?.unmount());
  host?.remove();
  root = null;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("cookie popup", () => {
  it("shows while cookies_accepted is absent; 'Принять' sets it and closes", async () => {
    await mount();
    // rendered at once (the server renders it too), not after the start order's answers
    expect(cookiePopup()).not.toBeNull();
    // a named region, not a dialog: Escape and focus stay with the page (e.g. the mobile menu)
    expect(cookiePopup()?.tagName).toBe("SECTION");
    expect(cookiePopup()?.getAttribute("aria-labelledby")).toBeTruthy();
    const accept = [...document.querySelectorAll("button")].find((b) => b.textContent === "Принять");
    await act(async () => accept?.click());
    expect(document.cookie).toContain("cookies_accepted=1");
    expect(cookiePopup()).toBeNull();
  });

  it("does not show when the cookie exists", async () => {
    documentCookies().set("cookies_accepted", "1", 60);
    await mount();
    expect(cookiePopup()).toBeNull();
    await until(() => shopperStore.get().isLoaded);
    await settle(50);
    expect(cookiePopup()).toBeNull();
  });

  it("stores a 'Принять' the shopper tapped before hydration, which the head's script recorded", async () => {
    document.documentElement.setAttribute("data-cookie-popup-accepted", "");
    try {
      await mount();
      expect(document.cookie).toContain("cookies_accepted=1");
      expect(cookiePopup()).toBeNull();
      await until(() => shopperStore.get().isLoaded);
      await settle(50);
      expect(cookiePopup()).toBeNull();
    } finally {
      document.documentElement.removeAttribute("data-cookie-popup-accepted");
    }
  });
});

describe("birthday splash", () => {
  it("is off by default", async () => {
    await mount({});
    await settle(100);
    expect(splash()).toBeNull();
    expect(document.cookie).not.toContain("showBirthdayCookies");
  });

  it("with 'Включить заставку 30 лет' = 'Да': shows, closes after 2 s, not again the same day", async () => {
    // the fake clock moves only when the test moves it (loading the lazy splash takes real time)
    vi.useRealTimers();
    vi.useFakeTimers();
    await mount({ "Включить заставку 30 лет": "Да" });
    await until(() => splash() !== null);
    expect(document.cookie).toContain("showBirthdayCookies=1");
    await settle(1_900);
    expect(splash()).not.toBeNull();
    await settle(200);
    expect(splash()).toBeNull();

    await act(async () => root?.unmount());
    await mount({ "Включить заставку 30 лет": "Да" });
    await settle(100);
    expect(splash()).toBeNull();
  });
});

describe("notify and showNotification", () => {
  it("load the toaster and the modal on first use", async () => {
    await mount();
    act(() => notify("Ссылка скопирована", "success"));
    await vi.waitFor(() => expect(document.body.textContent).toContain("Ссылка скопирована"), LAZY);
    act(() => showNotification({ type: "error", message: "Ошибка <img src=x onerror=alert(1)>сервера" }));
    await vi.waitFor(
      () => expect(document.querySelector("[data-notification-message]")).not.toBeNull(),
      LAZY,
    );
    const dialog = document.querySelector('[data-notification="error"]');
    expect(dialog?.textContent).toContain("Закрыть");

    act(() => showSuggestionSent({ type: "okay", message: "Мы получили ваше предложение." }));
    await vi.waitFor(
      () => expect(document.querySelector('[data-suggestion-type="okay"]')).not.toBeNull(),
      LAZY,
    );
    expect(document.querySelector('[data-notification="error"]')).toBeNull();
  });
});
