import { act, lazy, type ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TBrand } from "../../brand/brand.ts";
import { BrandProvider } from "../../brand/brand-context.tsx";
import { shopperStore } from "../shopper/shopper-store.ts";
import { SiteShell } from "./SiteShell.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const brand: TBrand = {
  id: "main",
  name: "Оптика",
  themeColor: "#000000",
  logo: { src: "/logo.svg", width: 120, height: 40 },
  isPartner: false,
};

let host: HTMLDivElement;
let root: Root | undefined;
function Page() {
  return <p>страница</p>;
}

beforeEach(() => {
  host = document.createElement("div");
  document.body.append(host);
  // the start order's calls: a guest with nothing saved
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("{}", { status: 200, headers: { "content-type": "application/json" } })),
  );
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  host.remove();
  shopperStore.reset();
  vi.unstubAllGlobals();
});

function app(page: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/catalog",
        element: (
          <BrandProvider brand={brand}>
            <SiteShell layout={null}>{page}</SiteShell>
          </BrandProvider>
        ),
      },
    ],
    { initialEntries: ["/catalog"], hydrationData: { loaderData: { root: null } } },
  );
  return <RouterProvider router={router} />;
}

const cartLink = () => host.querySelector<HTMLAnchorElement>('a[href="/cart"]');

describe("SiteShell, hydrating the server's HTML", () => {
  it("keeps the server-rendered page on screen when the shopper's state arrives before the page has hydrated", async () => {
    host.innerHTML = renderToString(app(<Page />));
    expect(host.textContent).toContain("страница");
    // the page's code is still on its way (a route chunk): its step cannot hydrate yet
    let loaded!: () => void;
    const LazyPage = lazy(
      () => new Promise<{ default: typeof Page }>((resolve) => (loaded = () => resolve({ default: Page }))),
    );
    const onRecoverableError = vi.fn();
    await act(async () => {
      root = hydrateRoot(host, app(<LazyPage />), { onRecoverableError });
    });

    // the start order (its own task after hydration) answers: a guest with nothing saved
    await vi.waitFor(() => expect(shopperStore.get().isLoaded).toBe(true));
    // the shopper's counts change while the page's step still waits for its code
    await act(async () => shopperStore.set({ cartCount: 3, isLoaded: true }));

    expect(cartLink()?.textContent).toContain("3");
    // the server's HTML of the page was not thrown away for a client render
    expect(host.querySelector("main")?.textContent).toContain("страница");
    expect(onRecoverableError).not.toHaveBeenCalled();

    await act(async () => loaded());
    expect(host.querySelector("main")?.textContent).toContain("страница");
    expect(onRecoverableError).not.toHaveBeenCalled();
  });
});
