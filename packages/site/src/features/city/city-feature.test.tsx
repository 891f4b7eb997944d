import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CityModalProvider } from "./CityModalProvider.tsx";
import { goToCity } from "./choose-city.ts";
import { useCityModal } from "./city-modal-context.ts";

// React's act() outside a testing library: tell React this is a test environment
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const MOSCOW = { id: 2, name: "Москва", region_id: 2, sub_domain: "msk", has_data: true, cdek_id: 44 };
const EKB = { id: 1, name: "Екатеринбург", region_id: 1, sub_domain: "ekb", has_data: true, cdek_id: 250 };
const CITIES = {
  cities: [EKB, MOSCOW],
  regions: [
    { id: 1, name: "Свердловская область" },
    { id: 2, name: "Москва" },
  ],
  favorites: [EKB, MOSCOW],
};

let root: Root | null = null;
let host: HTMLElement;
const fetchMock = vi.fn();

function setCookie(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the feature reads document.cookie; the test sets it
  document.cookie = cookie;
}

function clearCookies() {
  for (const name of ["city_id", "accept_city"]) setCookie(`${name}=; Path=/; Max-Age=0`);
}

function OpenButton() {
  const { open } = useCityModal();
  return (
    <button type="button" onClick={open}>
      change
    </button>
  );
}

async function renderShell() {
  host = document.createElement("div");
  document.body.append(host);
  await act(async () => {
    root = createRoot(host);
    root.render(
      <CityModalProvider currentCityId={1} baseHost="localhost">
        <OpenButton />
      </CityModalProvider>,
    );
  });
}

/** Waits (act + real time) until the lazy chunks and fetches have settled. */
async function settle(until: () => boolean) {
  for (let i = 0; i < 300 && !until(); i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
}

const suggestion = () => document.querySelector("[data-city-suggestion]");
const calls = () => fetchMock.mock.calls.map((call) => String(call[0]));

beforeEach(() => {
  clearCookies();
  history.replaceState(null, "", "/catalog/linzy?sort=new");
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string) => {
    if (url === "/api/cities/current-by-ip") return Response.json({ city: MOSCOW, source: "ip" });
    if (url.startsWith("/api/cities?")) return Response.json(CITIES);
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  host.remove();
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
  clearCookies();
});

describe("city suggestion visibility", () => {
  it("asks 'Ваш город …?' with the IP guess when neither accept_city nor city_id is set", async () => {
    await renderShell();
    await settle(() => suggestion() !== null);
    expect(suggestion()?.textContent).toContain("Ваш город Москва?");
    expect(calls()).toEqual(["/api/cities/current-by-ip"]);
  });

  it.each([["accept_city=1"], ["city_id=3"]])("does not ask (or even guess) with %s", async (cookie) => {
    setCookie(`${cookie}; Path=/`);
    await renderShell();
    await settle(() => false);
    expect(suggestion()).toBeNull();
    expect(calls()).toEqual([]);
  });

  it("stores an arrival's ?c={id} in the city_id cookie and does not ask then", async () => {
    history.replaceState(null, "", "/catalog/linzy?sort=new&c=2");
    await renderShell();
    await settle(() => false);
    expect(document.cookie).toContain("city_id=2");
    expect(suggestion()).toBeNull();
    expect(calls()).toEqual([]);
  });

  it("ignores a failed guess (spec: failures ignored)", async () => {
    fetchMock.mockImplementation(async () => new Response("nope", { status: 500 }));
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    await renderShell();
    await settle(() => false);
    expect(suggestion()).toBeNull();
    expect(consoleError.mock.calls).toEqual([]);
    consoleError.mockRestore();
  });

  it("'Изменить' hides the suggestion and opens the city modal, loading the list", async () => {
    await renderShell();
    await settle(() => suggestion() !== null);
    const change = [...document.querySelectorAll("button")].find((b) => b.textContent === "Изменить");
    await act(async () => change?.click());
    await settle(() => document.querySelector("[data-city-modal] [data-city-id]") !== null);
    expect(suggestion()).toBeNull();
    expect(document.querySelector('[role="dialog"]')?.getAttribute("aria-labelledby")).toBeTruthy();
    expect(calls()).toContain("/api/cities?has_cdek_id=1");
  });

  it("the exported opener opens the same modal (header, mobile menu)", async () => {
    setCookie("city_id=1; Path=/");
    await renderShell();
    const opener = [...document.querySelectorAll("button")].find((b) => b.textContent === "change");
    expect(document.querySelector("[data-city-modal]")).toBeNull();
    await act(async () => opener?.click());
    await settle(() => document.querySelector("[data-city-modal] [data-city-id]") !== null);
    expect(document.querySelector("[data-city-modal]")?.textContent).toContain("Выберите город");
  });
});

describe("goToCity", () => {
  const place = {
    host: "localhost:3000",
    protocol: "http:",
    pathname: "/catalog/linzy",
    search: "?sort=new",
    baseHost: "localhost",
  };
  function fakeDoc() {
    const written: string[] = [];
    return {
      written,
      doc: {
        set cookie(value: string) {
          written.push(value);
        },
      } as unknown as Document,
    };
  }

  it("sets city_id, saves the city, then goes to its subdomain with the same path, query and c=", async () => {
    const { doc, written } = fakeDoc();
    const navigate = vi.fn();
    await goToCity({ id: 2, subDomain: "msk" }, place, { doc, navigate });
    expect(written).toEqual(["city_id=2; Path=/; Max-Age=31536000; SameSite=Lax"]);
    expect(fetchMock).toHaveBeenCalledWith("/api/cities/current", expect.objectContaining({ method: "PUT" }));
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1].body)).toEqual({ city_id: 2 });
    expect(navigate).toHaveBeenCalledWith("http://msk.localhost:3000/catalog/linzy?sort=new&c=2");
  });

  it("still goes when saving fails (only logged), and shares the cookie across a dotted base host", async () => {
    fetchMock.mockRejectedValue(new TypeError("offline"));
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const { doc, written } = fakeDoc();
    const navigate = vi.fn();
    await goToCity(
      { id: 3, subDomain: "spb" },
      { ...place, host: "msk.optika.ru", protocol: "https:", baseHost: "optika.ru" },
      { doc, navigate },
    );
    expect(consoleError).toHaveBeenCalledOnce();
    expect(written).toEqual(["city_id=3; Path=/; Max-Age=31536000; SameSite=Lax; Domain=optika.ru; Secure"]);
    expect(navigate).toHaveBeenCalledWith("https://spb.optika.ru/catalog/linzy?sort=new&c=3");
    consoleError.mockRestore();
  });

  it("'Да' sets accept_city too, and redirects with c= also when the guess is this host's city", async () => {
    const { doc, written } = fakeDoc();
    const navigate = vi.fn();
    await goToCity(
      { id: 1, subDomain: "ekb" },
      // the default city's address is the base host (its own label redirects there)
      { ...place, host: "localhost:3000" },
      { doc, navigate, isAccept: true },
    );
    expect(written.map((c) => c.split(";")[0])).toEqual(["accept_city=1", "city_id=1"]);
    expect(navigate).toHaveBeenCalledWith("http://localhost:3000/catalog/linzy?sort=new&c=1");
    await goToCity({ id: 2, subDomain: "msk" }, place, { doc, navigate, isAccept: true });
    expect(navigate).toHaveBeenCalledWith("http://msk.localhost:3000/catalog/linzy?sort=new&c=2");
  });

  it("sends the default city to the base host, its address, not to its own label", async () => {
    const { doc } = fakeDoc();
    const navigate = vi.fn();
    await goToCity({ id: 1, subDomain: "ekb" }, { ...place, host: "msk.localhost:3000" }, { doc, navigate });
    expect(navigate).toHaveBeenCalledWith("http://localhost:3000/catalog/linzy?sort=new&c=1");
    await goToCity(
      { id: 1, subDomain: "ekb" },
      { ...place, host: "msk.jj.optika.ru", protocol: "https:", baseHost: "optika.ru", partnerLabel: "jj" },
      { doc, navigate },
    );
    expect(navigate).toHaveBeenLastCalledWith("https://jj.optika.ru/catalog/linzy?sort=new&c=1");
  });
});
