import { act } from "react";
import type { Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mountReactHost, type TReactHost } from "../../test-support/react-host.ts";
import type { TSendResult } from "./send-cooperation.ts";

const layout = vi.hoisted(() => ({ vars: {} as Record<string, string> }));
vi.mock("../layout/use-layout.ts", () => ({ useLayoutData: () => layout }));

const { default: CooperationModal } = await import("./CooperationModal.tsx");

let host: HTMLDivElement;
let root: Root;
let mounted: TReactHost;

beforeEach(() => {
  mounted = mountReactHost();
  ({ host, root } = mounted);
  layout.vars = {};
});

afterEach(() => {
  mounted.unmount();
  delete (globalThis as { ym?: unknown }).ym;
  vi.restoreAllMocks();
});

function render(props: {
  send: (...args: unknown[]) => Promise<TSendResult>;
  onOpenChange?: (open: boolean) => void;
}) {
  act(() => {
    root.render(
      <CooperationModal isOpen onOpenChange={props.onOpenChange ?? (() => {})} send={props.send} />,
    );
  });
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const button = (name: RegExp) =>
  [...document.querySelectorAll<HTMLButtonElement>("button")].find((b) => name.test(b.textContent ?? ""));
const field = (label: string) => {
  const labelEl = [...document.querySelectorAll("label")].find((l) => l.textContent === label);
  return document.getElementById(labelEl?.htmlFor ?? "") as HTMLInputElement | HTMLTextAreaElement;
};
const checkbox = (text: RegExp) => {
  const labelEl = [...document.querySelectorAll("label")].find((l) => text.test(l.textContent ?? ""));
  return document.getElementById(labelEl?.htmlFor ?? "") as HTMLInputElement;
};

/** Types into a controlled input the way React notices (native setter + input event). */
function type(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto =
    el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(el, value);
    el.dispatchEvent(new Event("input", { bubbles: true }));
  });
}
const click = (el: HTMLElement | undefined) => act(() => el?.click());

function fillValid() {
  type(field("Имя"), "Анна Петрова");
  type(field("Телефон"), "9123456789");
  type(field("E-mail"), "anna@example.ru");
  type(field("Текст письма"), "Предлагаем поставки оправ");
}
const tickBoth = () => {
  click(checkbox(/политикой обработки/));
  click(checkbox(/согласие на обработку/));
};

describe("cooperation modal", () => {
  it("keeps 'Отправить' disabled until both consents are ticked", () => {
    render({ send: vi.fn() });
    expect(dialog()).not.toBeNull();
    expect(button(/^Отправить$/)?.disabled).toBe(true);
    click(checkbox(/политикой обработки/));
    expect(button(/^Отправить$/)?.disabled).toBe(true);
    click(checkbox(/согласие на обработку/));
    expect(button(/^Отправить$/)?.disabled).toBe(false);
  });

  it("shows the domain's messages under the fields and sends nothing while they stand", () => {
    const send = vi.fn();
    render({ send });
    type(field("Имя"), " А ");
    type(field("E-mail"), "anna@");
    type(field("Текст письма"), "коротко");
    tickBoth();
    click(button(/^Отправить$/));
    expect(send).not.toHaveBeenCalled();
    const text = dialog()?.textContent ?? "";
    expect(text).toContain("Поле должно содержать минимум 2 символа");
    expect(text).toContain("Обязательно к заполнению");
    expect(text).toContain("Невалидный почтовый адрес");
    expect(text).toContain("Поле должно содержать минимум 10 символов");
    // the messages follow the typing after a first attempt
    type(field("Имя"), "Анна");
    expect(dialog()?.textContent).not.toContain("Поле должно содержать минимум 2 символа");
  });

  it("says 'Отправляем запрос...' while sending, then thanks with the site variable and reports the goal", async () => {
    layout.vars = { cooperationThanks: "Благодарим! Ответим в течение двух дней." };
    const ym = vi.fn();
    (globalThis as { ym?: unknown }).ym = ym;
    let finish: (result: TSendResult) => void = () => {};
    const send = vi.fn(() => new Promise<TSendResult>((resolve) => (finish = resolve)));
    render({ send });
    fillValid();
    expect((field("Телефон") as HTMLInputElement).value).toBe("+7 (912) 345 67 89");
    tickBoth();
    click(button(/^Отправить$/));
    expect(send).toHaveBeenCalledOnce();
    expect(button(/Отправляем запрос\.\.\./)?.disabled).toBe(true);
    await act(async () => finish({ kind: "sent" }));
    expect(dialog()?.querySelector('[role="status"]')?.textContent).toBe(
      "Благодарим! Ответим в течение двух дней.",
    );
    expect(dialog()?.querySelector("svg[aria-hidden='true']")).not.toBeNull();
    expect(ym).toHaveBeenCalledWith(expect.anything(), "reachGoal", "vopros_sotrud_sent");
  });

  it("thanks with the default text when the site variable is absent", async () => {
    render({ send: vi.fn(async () => ({ kind: "sent" }) as const) });
    fillValid();
    tickBoth();
    await act(async () => button(/^Отправить$/)?.click());
    expect(dialog()?.querySelector('[role="status"]')?.textContent).toBe(
      "Спасибо за обращение! Мы обязательно ответим на ваше письмо в ближайшее время",
    );
  });

  it("shows the server's field messages and stays open on 400", async () => {
    const onOpenChange = vi.fn();
    render({
      send: vi.fn(async () => ({
        kind: "invalid" as const,
        errors: { file: "Можно приложить только файл PDF, DOC, DOCX, JPG или PNG" },
      })),
      onOpenChange,
    });
    fillValid();
    tickBoth();
    await act(async () => button(/^Отправить$/)?.click());
    expect(dialog()?.textContent).toContain("Можно приложить только файл PDF, DOC, DOCX, JPG или PNG");
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("closes and logs when sending fails", async () => {
    const onOpenChange = vi.fn();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    render({ send: vi.fn(async () => ({ kind: "failed" as const, error: new Error("503") })), onOpenChange });
    fillValid();
    tickBoth();
    await act(async () => button(/^Отправить$/)?.click());
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(log).toHaveBeenCalledOnce();
  });
});
