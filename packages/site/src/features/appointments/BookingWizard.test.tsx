import { UiLinkProvider } from "@optika/ui";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createMemoryRouter, Link, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BookingWizard } from "./BookingWizard.tsx";
import { parseBookingChoice } from "./booking-params.ts";
import type { TBookingView } from "./booking-view.ts";

vi.mock("../layout/use-layout.ts", () => ({
  useLayoutData: () => ({ city: { id: 1, name: "Екатеринбург" } }),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const view: TBookingView = {
  services: [
    {
      id: 1,
      slug: "eye-exam",
      name: "Проверка зрения",
      categoryName: "Диагностика",
      price: 150000,
      durationMinutes: 40,
    },
    {
      id: 5,
      slug: "myopia",
      name: "Контроль миопии",
      categoryName: "Дети",
      price: 200000,
      durationMinutes: 60,
    },
  ],
  clinics: [
    {
      id: 3,
      name: "Оптика на Ленина",
      address: "пр. Ленина, 50",
      hours: "10:00–20:00",
      lat: 56.8,
      lon: 60.6,
    },
  ],
  specialists: [{ id: 7, name: "Анна Морозова", position: "Врач-офтальмолог" }],
  calendar: { from: "2026-11-23", count: 60, freeDates: ["2026-11-24", "2026-11-25"] },
  times: [
    { start: "2026-11-24T05:00:00.000Z", label: "10:00" },
    { start: "2026-11-24T05:30:00.000Z", label: "10:30" },
  ],
};

let host: HTMLDivElement;
let root: Root;
let posted: FormData[];

beforeEach(() => {
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  posted = [];
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

function Wizard(props: { isSlotTaken?: boolean; contacts?: { name: string; phone: string } }) {
  const location = useLocation();
  const fixed = location.pathname.startsWith("/zapis/") ? location.pathname.split("/")[2] : undefined;
  return (
    <UiLinkProvider component={Link}>
      <output data-testid="url">{`${location.pathname}${location.search}`}</output>
      <BookingWizard
        choice={parseBookingChoice(new URLSearchParams(location.search), fixed)}
        view={view}
        basePath={location.pathname}
        fixedService={fixed}
        isSlotTaken={props.isSlotTaken}
        contacts={props.contacts}
      />
    </UiLinkProvider>
  );
}

async function show(
  url: string,
  o: { isSlotTaken?: boolean; contacts?: { name: string; phone: string } } = {},
) {
  const route = {
    element: <Wizard isSlotTaken={o.isSlotTaken} contacts={o.contacts} />,
    action: async ({ request }: { request: Request }) => {
      posted.push(await request.formData());
      return null;
    },
  };
  const router = createMemoryRouter(
    [
      { path: "/zapis", ...route },
      { path: "/zapis/:service", ...route },
    ],
    { initialEntries: [url] },
  );
  await act(async () => root.render(<RouterProvider router={router} />));
  return router;
}

const steps = () =>
  [...host.querySelectorAll("section[data-step-state]")].map((s) => [
    s.querySelector("h2")?.textContent,
    s.getAttribute("data-step-state"),
  ]);
const link = (text: string) =>
  [...host.querySelectorAll("a")].find((a) => a.textContent?.includes(text)) as HTMLAnchorElement;
const url = () => host.querySelector('[data-testid="url"]')?.textContent;

async function click(element: HTMLElement) {
  await act(async () => element.click());
}

describe("booking wizard", () => {
  it("starts at the service; later steps are locked and say why", async () => {
    await show("/zapis");
    expect(steps()).toEqual([
      ["Услуга", "active"],
      ["Клиника", "locked"],
      ["Специалист", "locked"],
      ["Дата", "locked"],
      ["Время", "locked"],
      ["Контакты", "locked"],
    ]);
    expect(host.textContent).toContain("Сначала выберите услугу");
    expect(host.querySelectorAll('section[data-step-state="locked"] a')).toHaveLength(0);
    expect(link("Контроль миопии").textContent?.replace(/\u00a0/g, " ")).toContain("2 000 ₽ · 60 мин");
  });

  it("brings the step a choice opens into view, and leaves a step already near the top alone", async () => {
    const scrolled: string[] = [];
    // the service step near the top of the screen, every later one below its upper part
    const rect = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (
      this: HTMLElement,
    ) {
      return { top: this.querySelector("h2")?.textContent === "Услуга" ? 200 : 900 } as DOMRect;
    });
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.querySelector("h2")?.textContent ?? "");
    });
    try {
      await show("/zapis");
      expect(scrolled).toEqual([]);
      await click(link("Проверка зрения"));
      expect(scrolled).toEqual(["Клиника"]);
      await click(link("Оптика на Ленина"));
      expect(scrolled).toEqual(["Клиника", "Специалист"]);
    } finally {
      rect.mockRestore();
      Reflect.deleteProperty(Element.prototype, "scrollIntoView");
    }
  });

  it("keeps each choice in the URL, step by step", async () => {
    await show("/zapis");
    await click(link("Проверка зрения"));
    expect(url()).toBe("/zapis?service=eye-exam");
    await click(link("Оптика на Ленина"));
    expect(url()).toBe("/zapis?service=eye-exam&clinic=3");
    await click(link("Любой специалист"));
    await click(host.querySelector('a[aria-label="вторник, 24 ноября"]') as HTMLElement);
    await click(link("10:30"));
    expect(url()).toBe(
      "/zapis?service=eye-exam&clinic=3&specialist=any&date=2026-11-24&time=2026-11-24T05%3A30%3A00.000Z",
    );
    expect(steps().at(-1)).toEqual(["Контакты", "active"]);
    expect(host.textContent).toContain("вторник, 24 ноября, 10:30");
  });

  it("'Изменить' reopens a step and clears the later ones", async () => {
    await show("/zapis?service=eye-exam&clinic=3&specialist=7&date=2026-11-24");
    const change = host.querySelector('a[aria-label="Изменить: Клиника"]') as HTMLElement;
    await click(change);
    expect(url()).toBe("/zapis?service=eye-exam");
    expect(steps()[1]).toEqual(["Клиника", "active"]);
  });

  it("/zapis/{slug} starts with the service chosen", async () => {
    await show("/zapis/myopia");
    expect(steps().slice(0, 2)).toEqual([
      ["Услуга", "done"],
      ["Клиника", "active"],
    ]);
    expect(link("Оптика на Ленина").getAttribute("href")).toBe("/zapis/myopia?clinic=3");
  });

  it("says a taken time is taken, on the time step", async () => {
    await show("/zapis?service=eye-exam&clinic=3&specialist=7&date=2026-11-24", { isSlotTaken: true });
    expect(host.querySelector('[role="alert"]')?.textContent).toBe("Это время уже занято, выберите другое");
  });

  it("does not send contacts with missing fields, and shows the messages", async () => {
    await show("/zapis?service=eye-exam&clinic=3&specialist=7&date=2026-11-24&time=2026-11-24T05:00:00.000Z");
    await click(host.querySelector('button[type="submit"]') as HTMLElement);
    expect(posted).toHaveLength(0);
    expect(host.textContent).toContain("Обязательно к заполнению");
    expect(host.textContent).toContain("Необходимо согласие на обработку персональных данных");
  });

  it("posts the choice with valid contacts", async () => {
    await show("/zapis?service=eye-exam&clinic=3&specialist=7&date=2026-11-24&time=2026-11-24T05:00:00.000Z");
    const set = (name: string, value: string) => {
      const input = host.querySelector(`[name="${name}"]`) as HTMLInputElement;
      input.value = value;
    };
    set("name", "Мария");
    set("phone", "+7 (912) 345 67 89");
    (host.querySelector('[name="consent"]') as HTMLInputElement).checked = true;
    await click(host.querySelector('button[type="submit"]') as HTMLElement);
    expect(posted).toHaveLength(1);
    const sent = Object.fromEntries(posted[0]?.entries() ?? []);
    expect(sent).toMatchObject({
      service_id: "1",
      store_id: "3",
      specialist: "7",
      starts_at: "2026-11-24T05:00:00.000Z",
      name: "Мария",
      phone: "+7 (912) 345 67 89",
      consent: "on",
    });
  });

  it("a signed-in shopper's name and phone fill the contacts, which stay theirs to change", async () => {
    await show(
      "/zapis?service=eye-exam&clinic=3&specialist=7&date=2026-11-24&time=2026-11-24T05:00:00.000Z",
      {
        contacts: { name: "Мария Иванова", phone: "+7 (922) 111 22 33" },
      },
    );
    const field = (name: string) => host.querySelector(`[name="${name}"]`) as HTMLInputElement;
    expect(field("name").value).toBe("Мария Иванова");
    expect(field("phone").value).toBe("+7 (922) 111 22 33");
    field("name").value = "Мария";
    field("consent").checked = true;
    await click(host.querySelector('button[type="submit"]') as HTMLElement);
    expect(posted).toHaveLength(1);
    expect(Object.fromEntries(posted[0]?.entries() ?? [])).toMatchObject({
      name: "Мария",
      phone: "+7 (922) 111 22 33",
    });
  });
});
