import type { TAppointment } from "@optika/api-contract";
import { act } from "react";
import type { Root } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mountReactHost, type TReactHost } from "../../test-support/react-host.ts";
import { MyAppointmentCard } from "./MyAppointmentCard.tsx";
import { myAppointmentView } from "./my-appointment-view.ts";

const booked = {
  id: "5b0f4f5e-8e4b-4b8e-9d51-7e0f6c1c2a10",
  status: "booked",
  service: { id: 1, slug: "eye-exam", name: "Проверка зрения", price: 150000, duration_minutes: 30 },
  store: { id: 1, name: "Клиника на Вайнера", address: "ул. Вайнера, 9", city_name: "Екатеринбург" },
  specialist: { id: 2, name: "Соколова Елена Викторовна", position: "Врач-офтальмолог", image_id: null },
  starts_at: "2026-12-04T04:00:00.000Z",
  ends_at: "2026-12-04T04:30:00.000Z",
  date: "2026-12-04",
  time: "09:00",
  name: "Анна",
  phone: "79000000001",
  comment: "",
  created_at: "2026-12-02T07:00:00.000Z",
  cancelled_at: null,
  can_cancel: true,
} as unknown as TAppointment;

let host: HTMLDivElement;
let root: Root;
let mounted: TReactHost;

beforeEach(() => {
  mounted = mountReactHost();
  ({ host, root } = mounted);
});

afterEach(() => {
  mounted.unmount();
});

const button = (text: string) =>
  [...host.querySelectorAll<HTMLButtonElement>("button")].find((b) => b.textContent === text);

describe("an appointment on /profile/zapis", () => {
  it("asks 'Отменить запись на 4 декабря в 09:00?' with the focus on the question, and 'Нет' gives it back", async () => {
    const router = createMemoryRouter(
      [
        {
          path: "/profile/zapis",
          element: <MyAppointmentCard appointment={myAppointmentView(booked)} isPast={false} />,
          action: () => null,
        },
      ],
      { initialEntries: ["/profile/zapis"] },
    );
    await act(async () => root.render(<RouterProvider router={router} />));
    // the list reads the weekday
    expect(host.textContent).toContain("пятница, 4 декабря, 09:00");

    await act(async () => button("Отменить запись")?.click());
    const question = [...host.querySelectorAll("p")].find((p) =>
      p.textContent?.startsWith("Отменить запись"),
    );
    expect(question?.textContent).toBe("Отменить запись на 4 декабря в 09:00?");
    expect(document.activeElement).toBe(question);

    await act(async () => button("Нет")?.click());
    expect(document.activeElement).toBe(button("Отменить запись"));
  });
});
