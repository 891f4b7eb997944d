import { act } from "react";
import type { Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mountReactHost, type TReactHost } from "../../test-support/react-host.ts";
import type { TMapsConfig } from "./maps-config.ts";

const layout = vi.hoisted(() => ({ maps: { provider: "none" } as TMapsConfig }));
vi.mock("../layout/use-layout.ts", () => ({ useLayoutData: () => layout }));

const { MapToggle } = await import("./MapToggle.tsx");

const points = [{ id: 1, name: "Оптика на Ленина", address: "ул. Ленина, 1", lat: 56.84, lon: 60.6 }];
let host: HTMLDivElement;
let root: Root;
let mounted: TReactHost;

beforeEach(() => {
  mounted = mountReactHost();
  ({ host, root } = mounted);
  layout.maps = { provider: "none" };
});

afterEach(() => {
  mounted.unmount();
});

function show(list = points) {
  act(() => root.render(<MapToggle points={list} label="Клиники на карте" actionLabel="Выбрать" />));
  return host.querySelector("button");
}

describe("the map beside a list of places", () => {
  it("is not offered when no map is configured: the list is the whole view", () => {
    expect(show()).toBeNull();
  });

  it("is offered, closed, when a Yandex key or a tile server is configured", () => {
    for (const maps of [
      { provider: "yandex", apiKey: "k" },
      { provider: "tiles", tilesUrl: "/tiles/{z}/{x}/{y}.png", attribution: "©" },
    ] as TMapsConfig[]) {
      layout.maps = maps;
      const button = show();
      expect(button?.textContent).toBe("Показать на карте");
      expect(button?.getAttribute("aria-expanded")).toBe("false");
    }
  });

  it("is not offered for an empty list", () => {
    layout.maps = { provider: "yandex", apiKey: "k" };
    expect(show([])).toBeNull();
  });
});
