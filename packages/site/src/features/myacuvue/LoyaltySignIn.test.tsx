import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mountReactHost, type TReactHost } from "../../test-support/react-host.ts";
import AuthDialogs from "../auth/AuthDialogs.tsx";
import type { TAuthAnswer, TAuthApi } from "../auth/auth-api.ts";
import { authDialogStore, useAuthDialogState } from "../auth/auth-dialog-store.ts";
import { afterLoyaltySignIn } from "./after-loyalty-sign-in.ts";
import LoyaltySignIn from "./LoyaltySignIn.tsx";
import type { TLoyaltyApi } from "./loyalty-api.ts";

const ok = (body: unknown = {}): TAuthAnswer => ({ ok: true, status: 200, body });
const fail = (status: number, body: unknown): TAuthAnswer => ({ ok: false, status, body });
const signedIn = ok({ token: "t", user: { id: 1, name: null, phone: "79123456789" }, is_new: false });

function fakeApi(
  o: { requestPin?: () => Promise<TAuthAnswer>; confirmPin?: () => Promise<TAuthAnswer> } = {},
) {
  return {
    requestPin: vi.fn(o.requestPin ?? (async () => ok({ channel: "sms" }))),
    confirmPin: vi.fn(o.confirmPin ?? (async () => signedIn)),
  } satisfies TLoyaltyApi;
}

let host: HTMLDivElement;
let root: Root;
let mounted: TReactHost;

beforeEach(() => {
  mounted = mountReactHost();
  ({ host, root } = mounted);
});

afterEach(() => {
  mounted.unmount();
  authDialogStore.reset();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const button = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>("button")].find((b) => b.textContent?.trim() === name);
const link = (name: string) =>
  [...document.querySelectorAll<HTMLAnchorElement>("a")].find((a) => a.textContent?.trim() === name);
const field = (label: string) => {
  const labelEl = [...document.querySelectorAll("label")].find((l) => l.textContent === label);
  return document.getElementById(labelEl?.htmlFor ?? "") as HTMLInputElement | null;
};
const text = () => document.body.textContent ?? "";

function type(el: HTMLInputElement | null, value: string) {
  expect(el).not.toBeNull();
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(el, value);
    el?.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

async function click(el: HTMLElement | undefined) {
  expect(el).toBeDefined();
  await act(async () => {
    el?.click();
  });
}

function renderSignIn(
  api: TLoyaltyApi,
  o: { knownPhone?: string | null; clinicsHref?: string | null; onSignedIn?: () => void } = {},
) {
  act(() =>
    root.render(
      <LoyaltySignIn
        api={api}
        knownPhone={o.knownPhone === undefined ? "79123456789" : o.knownPhone}
        clinicsHref={o.clinicsHref === undefined ? "/kontakty" : o.clinicsHref}
        onSignedIn={o.onSignedIn ?? (() => {})}
        onClose={() => {}}
      />,
    ),
  );
}

describe("MyACUVUE sign-in", () => {
  it("stage 1 phone → stage 2 PIN with a 60-second timer; a resend at 0 hides the timer", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const api = fakeApi();
    renderSignIn(api);
    expect(field("Пин-код")).toBeNull();
    await click(button("Получить пин-код"));
    expect(api.requestPin).toHaveBeenCalledWith("79123456789");
    expect(field("Пин-код")).not.toBeNull();
    expect(field("Телефон")?.readOnly).toBe(true);
    expect(text()).toContain("через 60 с");
    expect(button("Отправить пин-код повторно")?.disabled).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(59_000);
    });
    expect(text()).toContain("через 1 с");
    expect(button("Отправить пин-код повторно")?.disabled).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(button("Отправить пин-код повторно")?.disabled).toBe(false);
    await click(button("Отправить пин-код повторно"));
    expect(api.requestPin).toHaveBeenCalledTimes(2);
    expect(document.querySelector("[data-loyalty-timer]")).toBeNull();
  });

  it("validates the PIN, then shows 'Введен неправильный код' for a wrong one and signs in with the right one", async () => {
    let answer = fail(400, { message: "Введен неправильный код", reason: "wrong_code" });
    const onSignedIn = vi.fn();
    const api = fakeApi({ confirmPin: async () => answer });
    renderSignIn(api, { onSignedIn });
    await click(button("Получить пин-код"));
    type(field("Пин-код"), "12");
    await click(button("Войти"));
    expect(text()).toContain("Пин-код должен состоять из 4х символов");
    expect(text()).toContain("Проверьте корректность заполнения формы");
    expect(api.confirmPin).not.toHaveBeenCalled();
    type(field("Пин-код"), "1a234");
    expect(field("Пин-код")?.value).toBe("1234");
    answer = fail(400, { message: "Error: Invalid OTP" });
    await click(button("Войти"));
    expect(api.confirmPin).toHaveBeenCalledWith("79123456789", "1234");
    expect(text()).toContain("Введен неправильный код");
    // the API's own answer: under the PIN field too
    answer = fail(400, { message: "Введен неправильный код", reason: "wrong_code" });
    await click(button("Войти"));
    expect(field("Пин-код")?.getAttribute("aria-invalid")).toBe("true");
    expect(onSignedIn).not.toHaveBeenCalled();
    answer = signedIn;
    await click(button("Войти"));
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it("'Please request a one-time pin' → 'Запросите новый код', back to stage 1 with the PIN cleared", async () => {
    const api = fakeApi({
      confirmPin: async () =>
        fail(400, { message: "Please request a one-time pin", reason: "request_new_code" }),
    });
    renderSignIn(api);
    await click(button("Получить пин-код"));
    type(field("Пин-код"), "1234");
    await click(button("Войти"));
    expect(text()).toContain("Запросите новый код");
    expect(field("Пин-код")).toBeNull();
    expect(button("Получить пин-код")).toBeDefined();
    await click(button("Получить пин-код"));
    expect(field("Пин-код")?.value).toBe("");
  });

  it("a failed request shows the not-registered view: the clinics where the city has them", async () => {
    const api = fakeApi({
      requestPin: async () =>
        fail(404, {
          message: "Номер не зарегистрирован в программе MyACUVUE",
          reason: "not_member",
          errors: { phone: ["Номер не зарегистрирован в программе MyACUVUE"] },
        }),
    });
    renderSignIn(api);
    await click(button("Получить пин-код"));
    expect(text()).toContain("Номер не зарегистрирован в MyACUVUE");
    expect(link("Где подобрать линзы")?.getAttribute("href")).toBe("/kontakty");
  });

  it("a signed-in shopper's own (locked) number outside the programme is not offered another number", async () => {
    renderSignIn(fakeApi({ requestPin: async () => fail(404, { reason: "not_member" }) }));
    await click(button("Получить пин-код"));
    expect(text()).toContain("Номер не зарегистрирован в MyACUVUE");
    expect(button("Ввести другой номер")).toBeUndefined();
  });

  it("…and the app-store links where it has none", async () => {
    const api = fakeApi({ requestPin: async () => fail(404, { reason: "not_member" }) });
    renderSignIn(api, { clinicsHref: null });
    await click(button("Получить пин-код"));
    expect(link("Где подобрать линзы")).toBeUndefined();
    expect(link("App Store")?.href).toContain("apps.apple.com");
    expect(link("Google Play")?.href).toContain("play.google.com");
  });

  it("a known shopper's phone is prefilled without its first digit and locked; a guest's is empty", async () => {
    renderSignIn(fakeApi());
    expect(field("Телефон")?.value).toBe("+7 (912) 345 67 89");
    expect(field("Телефон")?.readOnly).toBe(true);
    act(() => root.unmount());
    root = createRoot(host);
    const api = fakeApi();
    renderSignIn(api, { knownPhone: null });
    expect(field("Телефон")?.readOnly).toBe(false);
    expect(button("Получить пин-код")?.disabled).toBe(true);
    await click(button("Получить пин-код"));
    expect(api.requestPin).not.toHaveBeenCalled();
  });

  it("after signing in: the cart reloads, any other page goes to the MyACUVUE profile", () => {
    expect(afterLoyaltySignIn("/cart")).toBe("reload");
    expect(afterLoyaltySignIn("/catalog/linzy")).toEqual({ go: "/profile/my-acuvue" });
  });
});

const authApi = {} as TAuthApi;

function ConnectedDialogs({ isEnabled }: { isEnabled: boolean }) {
  const state = useAuthDialogState();
  return (
    <AuthDialogs
      state={state}
      open={authDialogStore.open}
      close={authDialogStore.close}
      api={authApi}
      loyalty={{ isEnabled, clinicsHref: "/kontakty", knownPhone: null }}
    />
  );
}

describe("the phone popup's 'Войти через MyACUVUE'", () => {
  function renderDialogs(isEnabled: boolean) {
    const router = createMemoryRouter(
      [
        {
          path: "/",
          element: (
            <>
              <ConnectedDialogs isEnabled={isEnabled} />
              <Outlet />
            </>
          ),
          children: [{ index: true, element: <p>home</p> }],
        },
      ],
      { initialEntries: ["/"] },
    );
    act(() => root.render(<RouterProvider router={router} />));
  }

  it("closes the popup's view and opens the MyACUVUE sign-in (its own lazy chunk)", async () => {
    renderDialogs(true);
    act(() => authDialogStore.open("phone"));
    await click(button("Войти через MyACUVUE"));
    await vi.waitFor(() => expect(button("Получить пин-код")).toBeDefined());
    expect(document.querySelector('[role="dialog"] h2')?.textContent).toBe("Вход в MyACUVUE");
    expect(text()).not.toContain("Запросить код");
  });

  it("is absent while the programme is off, and the MyACUVUE view is not shown", async () => {
    renderDialogs(false);
    act(() => authDialogStore.open("phone"));
    expect(button("Войти через MyACUVUE")).toBeUndefined();
    act(() => authDialogStore.open("loyalty"));
    expect(document.querySelector('[role="dialog"] h2')?.textContent).toBe("Авторизация");
  });
});
