import { act } from "react";
import type { Root } from "react-dom/client";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mountReactHost, type TReactHost } from "../../test-support/react-host.ts";
import AuthDialogs from "./AuthDialogs.tsx";
import type { TAuthAnswer, TAuthApi } from "./auth-api.ts";
import { authDialogStore, useAuthDialogState } from "./auth-dialog-store.ts";
import { PhoneSignIn } from "./PhoneSignIn.tsx";
import { forgetPendingCode } from "./use-phone-sign-in.ts";

const PHONE = "+7 (912) 345 67 89";
const ok = (body: unknown = {}): TAuthAnswer => ({ ok: true, status: 200, body });
const fail = (status: number, body: unknown): TAuthAnswer => ({ ok: false, status, body });
const signedIn = ok({ token: "t", user: { id: 1, name: null, phone: "79123456789" }, is_new: false });

function fakeApi(overrides: Partial<Record<keyof TAuthApi, () => Promise<TAuthAnswer>>> = {}) {
  const api = {
    checkExist: vi.fn(async () => ok({ exists: true })),
    requestCode: vi.fn(async () => ok({ channel: "call" })),
    signup: vi.fn(async () => ok({ channel: "call" })),
    loginByCode: vi.fn(async () => signedIn),
    confirmPhone: vi.fn(async () => signedIn),
    loginByPassword: vi.fn(async () => signedIn),
    register: vi.fn(async () => ok({ message: "ok" })),
    requestPassword: vi.fn(async () => ok({ message: "ok" })),
    logout: vi.fn(async () => ok()),
  };
  Object.assign(api, Object.fromEntries(Object.entries(overrides).map(([k, f]) => [k, vi.fn(f)])));
  return api;
}

/** The dialogs wired to the store the way the shell's host wires them. */
function ConnectedDialogs({ api }: { api: TAuthApi }) {
  const state = useAuthDialogState();
  return <AuthDialogs state={state} open={authDialogStore.open} close={authDialogStore.close} api={api} />;
}

let host: HTMLDivElement;
let root: Root;
let mounted: TReactHost;
let router: ReturnType<typeof createMemoryRouter>;

beforeEach(() => {
  mounted = mountReactHost();
  ({ host, root } = mounted);
  window.localStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ user: null }), { status: 200 })),
  );
});

afterEach(() => {
  mounted.unmount();
  authDialogStore.reset();
  forgetPendingCode();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function render(api: TAuthApi, layout: unknown = null) {
  // like the shell: one host above the pages (the root route's data: the layout's, e.g. the captcha)
  router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: () => layout,
        element: (
          <>
            <ConnectedDialogs api={api} />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <p>home</p> },
          {
            path: "inline",
            element: <PhoneSignIn api={api} initialPhone={PHONE} onSignedIn={() => {}} />,
          },
          { path: "profile", element: <p>profile</p> },
        ],
      },
    ],
    { initialEntries: ["/"], hydrationData: { loaderData: { root: layout } } },
  );
  act(() => root.render(<RouterProvider router={router} />));
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const title = () => dialog()?.querySelector("h2")?.textContent;
const button = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>("button")].find((b) => b.textContent?.trim() === name);
const field = (label: string) => {
  const labelEl = [...document.querySelectorAll("label")].find((l) => l.textContent === label);
  return document.getElementById(labelEl?.htmlFor ?? "") as HTMLInputElement;
};
const text = () => dialog()?.textContent ?? "";

function type(el: HTMLInputElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(el, value);
    el.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

async function click(el: HTMLElement | undefined) {
  expect(el).toBeDefined();
  await act(async () => {
    el?.click();
  });
}

async function submitWithEnter(el: HTMLInputElement) {
  await act(async () => {
    el.form?.requestSubmit();
  });
}

function open(view: "phone" | "login" | "registration" | "requestPassword", phone = PHONE) {
  act(() => authDialogStore.open(view, { phone }));
}

describe("phone sign-in popup", () => {
  it("requests a code for a known phone, counts 60 s down, then resends by SMS", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const api = fakeApi();
    render(api);
    open("phone");
    expect(dialog()?.textContent).toContain("Личный кабинет");
    expect(title()).toBe("Авторизация");
    await click(button("Запросить код"));
    expect(api.checkExist).toHaveBeenCalledWith("79123456789");
    expect(api.requestCode).toHaveBeenCalledWith("79123456789", { recaptcha: null });
    expect(field("Код")).toBeTruthy();
    expect(text()).toContain("Введите последние 4 цифры входящего номера");
    expect(text()).toContain("Запросить код повторно через 60 с");
    expect(button("Войти")?.disabled).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(59_000);
    });
    expect(text()).toContain("через 1 с");
    expect(button("Отправить код в СМС")).toBeUndefined();
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    await click(button("Отправить код в СМС"));
    expect(api.requestCode).toHaveBeenLastCalledWith("79123456789", { repeat: true, recaptcha: null });
    expect(text()).toContain("Введите 4 цифры из входящего смс");
    expect(text()).toContain("через 60 с");
  });

  it("closed at the code, opens again at the code with the timer running, until the code expires", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const api = fakeApi();
    render(api);
    open("phone");
    await click(button("Запросить код"));
    act(() => authDialogStore.close());
    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    expect(field("Код")).toBeNull();
    open("phone", "");
    expect(field("Код")).toBeTruthy();
    expect(text()).toContain("Запросить код повторно через 50 с");
    expect(api.requestCode).toHaveBeenCalledTimes(1);
    // another phone carried in starts over
    act(() => authDialogStore.close());
    open("phone", "+7 (900) 000 00 01");
    expect(field("Код")).toBeNull();
    act(() => authDialogStore.close());
    // five minutes after the call the code is gone
    await act(async () => {
      vi.advanceTimersByTime(5 * 60_000);
    });
    open("phone", "");
    expect(field("Код")).toBeNull();
    expect(button("Запросить код")).toBeDefined();
  });

  it("'Изменить номер' forgets the code stage for the next opening", async () => {
    const api = fakeApi();
    render(api);
    open("phone");
    await click(button("Запросить код"));
    await click(button("Изменить номер"));
    act(() => authDialogStore.close());
    open("phone", "");
    expect(field("Код")).toBeNull();
  });

  it("back to the phone and the same phone again within 60 s: the same code, no second call", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const api = fakeApi();
    render(api);
    open("phone");
    await click(button("Запросить код"));
    await act(async () => {
      vi.advanceTimersByTime(20_000);
    });
    await click(button("Изменить номер"));
    await click(button("Запросить код"));
    expect(api.requestCode).toHaveBeenCalledTimes(1);
    expect(field("Код")).toBeTruthy();
    expect(text()).toContain("Запросить код повторно через 40 с");
    // another phone is called at once; the first one again only once its 60 s are over
    await click(button("Изменить номер"));
    type(field("Телефон"), "+7 (900) 000 00 01");
    await click(button("Запросить код"));
    expect(api.requestCode).toHaveBeenCalledTimes(2);
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    await click(button("Изменить номер"));
    type(field("Телефон"), PHONE);
    await click(button("Запросить код"));
    expect(api.requestCode).toHaveBeenCalledTimes(3);
    expect(text()).toContain("через 60 с");
  });

  it("with the captcha on and no site key: 'Я не робот' must be ticked, and each answer goes once", async () => {
    const refused = fail(400, { message: "Подтвердите, что вы не робот", reason: "recaptcha" });
    const api = fakeApi();
    const requestCode: TAuthApi["requestCode"] = async (_phone, o = {}) =>
      o.recaptcha === "recaptcha-test-pass" ? ok({ channel: "call" }) : refused;
    api.requestCode.mockImplementation(requestCode as () => Promise<TAuthAnswer>);
    render(api, { recaptcha: { required: true, siteKey: null } });
    open("phone");
    await click(button("Запросить код"));
    expect(api.requestCode).toHaveBeenLastCalledWith("79123456789", { recaptcha: null });
    expect(text()).toContain("Подтвердите, что вы не робот");
    const box = field("Я не робот");
    expect(box.type).toBe("checkbox");
    await click(box);
    await click(button("Запросить код"));
    expect(api.requestCode).toHaveBeenLastCalledWith("79123456789", { recaptcha: "recaptcha-test-pass" });
    expect(field("Код")).toBeTruthy();
    // the answer was used: the box is clear for the code's own request
    expect(field("Я не робот").checked).toBe(false);
  });

  it("shows no captcha when the config does not ask for one", async () => {
    const api = fakeApi();
    render(api, { recaptcha: { required: false, siteKey: null } });
    open("phone");
    expect(text()).not.toContain("Я не робот");
  });

  it("asks for the phone's format before any call", async () => {
    const api = fakeApi();
    render(api);
    open("phone", "+7 (912) 34");
    await click(button("Запросить код"));
    expect(text()).toContain("Неверный формат номера");
    expect(api.checkExist).not.toHaveBeenCalled();
  });

  it("registers a new phone: 'Зарегистрироваться', confirm, close, /profile, back to stage 0 after 1 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const api = fakeApi({ checkExist: async () => ok({ exists: false }) });
    render(api);
    open("phone");
    await click(button("Запросить код"));
    expect(api.signup).toHaveBeenCalled();
    type(field("Код"), "12a34");
    expect(field("Код").value).toBe("1234");
    await submitWithEnter(field("Код"));
    expect(api.confirmPhone).toHaveBeenCalledWith("79123456789", "1234", null);
    expect(authDialogStore.get().isOpen).toBe(false);
    expect(router.state.location.pathname).toBe("/profile");
    open("phone");
    expect(button("Запросить код")).toBeDefined();
  });

  it("on a page, the form goes back to stage 0 1 s after signing in", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const api = fakeApi();
    render(api);
    await act(async () => {
      await router.navigate("/inline");
    });
    await click(button("Запросить код"));
    type(field("Код"), "1234");
    await click(button("Войти"));
    expect(api.loginByCode).toHaveBeenCalledWith("79123456789", "1234", null);
    await act(async () => {
      vi.advanceTimersByTime(999);
    });
    expect(field("Код")).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(field("Код")).toBeFalsy();
    expect(button("Запросить код")).toBeDefined();
  });

  it("shows the wrong code under the field and a used-up code back at the phone", async () => {
    const api = fakeApi({
      loginByCode: async () => fail(400, { message: "Введен неправильный код", reason: "wrong_code" }),
    });
    render(api);
    open("phone");
    await click(button("Запросить код"));
    type(field("Код"), "0000");
    await click(button("Войти"));
    expect(text()).toContain("Введен неправильный код");
    expect(authDialogStore.get().isOpen).toBe(true);
    api.loginByCode.mockImplementation(async () =>
      fail(400, { message: "Запросите новый код", reason: "request_new_code" }),
    );
    await click(button("Войти"));
    expect(text()).toContain("Запросите новый код");
    expect(button("Запросить код")).toBeDefined();
  });

  it("requires 4 digits before calling", async () => {
    const api = fakeApi();
    render(api);
    open("phone");
    await click(button("Запросить код"));
    type(field("Код"), "12");
    await click(button("Войти"));
    expect(text()).toContain("Код должен состоять из 4х символов");
    expect(api.loginByCode).not.toHaveBeenCalled();
  });
});

describe("password dialogs", () => {
  it("carries the phone from the popup to the login, the password request and registration", async () => {
    const api = fakeApi();
    render(api);
    open("phone");
    await click(button("Войти по паролю"));
    expect(title()).toBe("Вход по паролю");
    expect(field("Телефон").value).toBe(PHONE);
    await click(button("Получить пароль по СМС"));
    expect(title()).toBe("Получение пароля");
    expect(field("Телефон").value).toBe(PHONE);
    await click(button("Войти по паролю"));
    await click(button("Зарегистрироваться"));
    expect(title()).toBe("Регистрация");
    expect(field("Телефон").value).toBe(PHONE);
  });

  it("password request → login with the phone; a second request within a minute is refused", async () => {
    const api = fakeApi();
    render(api);
    open("requestPassword");
    await click(button("Получить пароль"));
    expect(api.requestPassword).toHaveBeenCalledWith("79123456789");
    expect(title()).toBe("Вход по паролю");
    expect(field("Телефон").value).toBe(PHONE);
    await click(button("Получить пароль по СМС"));
    await click(button("Получить пароль"));
    expect(api.requestPassword).toHaveBeenCalledTimes(1);
    expect(text()).toContain("Новый пароль можно запросить не раньше чем через минуту");
  });

  it("registration success opens the login with the phone filled in", async () => {
    const api = fakeApi();
    render(api);
    open("registration");
    expect(button("Зарегистрироваться")?.disabled).toBe(true);
    type(field("Имя"), "Анна");
    await click(button("Зарегистрироваться"));
    expect(api.register).toHaveBeenCalledWith("79123456789", "Анна");
    expect(title()).toBe("Вход по паролю");
    expect(field("Телефон").value).toBe(PHONE);
  });

  it("login: disabled until a password, Enter signs in and closes; a refusal shows the server's message", async () => {
    const api = fakeApi({
      loginByPassword: async () => fail(401, { message: "Неверный телефон или пароль" }),
    });
    render(api);
    open("login");
    expect(button("Войти")?.disabled).toBe(true);
    type(field("Пароль"), "secret");
    expect(button("Войти")?.disabled).toBe(false);
    await submitWithEnter(field("Пароль"));
    expect(api.loginByPassword).toHaveBeenCalledWith("79123456789", "secret");
    expect(text()).toContain("Неверный телефон или пароль");
    api.loginByPassword.mockImplementation(async () => signedIn);
    await submitWithEnter(field("Пароль"));
    expect(authDialogStore.get().isOpen).toBe(false);
  });
});
