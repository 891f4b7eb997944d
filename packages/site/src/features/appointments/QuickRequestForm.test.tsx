import { act } from "react";
import type { Root } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mountReactHost, type TReactHost } from "../../test-support/react-host.ts";
import { shopperStore } from "../shopper/shopper-store.ts";
import { QuickRequestForm } from "./QuickRequestForm.tsx";

let host: HTMLDivElement;
let root: Root;
let mounted: TReactHost;

beforeEach(() => {
  mounted = mountReactHost();
  ({ host, root } = mounted);
});

afterEach(() => {
  mounted.unmount();
  shopperStore.reset();
});

function render() {
  const router = createMemoryRouter(
    [{ path: "/", element: <QuickRequestForm clinics={[]} services={[]} />, action: () => null }],
    { initialEntries: ["/"] },
  );
  act(() => root.render(<RouterProvider router={router} />));
}

const field = (name: string) => host.querySelector<HTMLInputElement>(`input[name="${name}"]`);

describe("quick request form", () => {
  it("fills a signed-in shopper's name and phone once the shopper is known", () => {
    render();
    expect(field("name")?.value).toBe("");
    act(() => shopperStore.set({ user: { id: 1, name: "Анна", phone: "79123456789" } }));
    expect(field("name")?.value).toBe("Анна");
    expect(field("phone")?.value).toBe("+7 (912) 345 67 89");
  });

  it("keeps what the shopper typed before", () => {
    render();
    const name = field("name");
    if (name) name.value = "Мария";
    act(() => shopperStore.set({ user: { id: 1, name: "Анна", phone: "79123456789" } }));
    expect(field("name")?.value).toBe("Мария");
    expect(field("phone")?.value).toBe("+7 (912) 345 67 89");
  });

  it("leaves the fields empty for a guest", () => {
    render();
    act(() => shopperStore.set({ user: null }));
    expect(field("name")?.value).toBe("");
    expect(field("phone")?.value).toBe("");
  });
});
