import { UiLink } from "@optika/ui";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SiteLinkProvider } from "./SiteLink.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;
let router: ReturnType<typeof createMemoryRouter>;

beforeEach(() => {
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <SiteLinkProvider>
            <UiLink href="/catalog/linzy">Линзы</UiLink>
            <UiLink href="/">Главная</UiLink>
            <UiLink href="https://example.org/a">Партнёр</UiLink>
            <Outlet />
          </SiteLinkProvider>
        ),
        children: [
          { index: true, element: <h1>главная</h1> },
          { path: "catalog/linzy", element: <h1>линзы</h1> },
        ],
      },
    ],
    { initialEntries: ["/"] },
  );
  act(() => root.render(<RouterProvider router={router} />));
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

const link = (name: string) => [...host.querySelectorAll("a")].find((a) => a.textContent === name);
const click = (a: HTMLAnchorElement | undefined, init: MouseEventInit = {}) => {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  act(() => a?.dispatchEvent(event));
  return event;
};

describe("SiteLink (the kit's links)", () => {
  it("renders a plain link that route discovery sees, and a plain click navigates in the app", async () => {
    expect(link("Линзы")?.getAttribute("href")).toBe("/catalog/linzy");
    expect(link("Линзы")?.dataset.discover).toBe("true");
    const event = click(link("Линзы"));
    await act(async () => {});
    expect(event.defaultPrevented).toBe(true);
    expect(router.state.location.pathname).toBe("/catalog/linzy");
    expect(router.state.historyAction).toBe("PUSH");
    expect(host.querySelector("h1")?.textContent).toBe("линзы");
  });

  it("leaves a click with a modifier key (a new tab) to the browser", () => {
    const event = click(link("Линзы"), { ctrlKey: true });
    expect(event.defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe("/");
  });

  it("an external address is an ordinary link", () => {
    expect(link("Партнёр")?.getAttribute("href")).toBe("https://example.org/a");
    expect(link("Партнёр")?.dataset.discover).toBeUndefined();
  });
});
