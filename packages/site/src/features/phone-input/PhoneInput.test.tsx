import { act } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mountReactHost, type TReactHost } from "../../test-support/react-host.ts";
import { PhoneInput } from "./PhoneInput.tsx";

const PHONE = "+7 (912) 345 67 89";
let mounted: TReactHost;

beforeEach(() => {
  mounted = mountReactHost();
});
afterEach(() => mounted.unmount());

function render(props: Parameters<typeof PhoneInput>[0] = {}) {
  act(() => mounted.root.render(<PhoneInput aria-label="Телефон" {...props} />));
  const input = mounted.host.querySelector("input");
  if (!input) throw new Error("no input");
  input.focus();
  return input;
}

/**
 * What a browser does for one key or one paste: `beforeinput` first (the mask may take the edit
 * over), then, unless it was taken over, the edit itself and `input`.
 */
function edit(input: HTMLInputElement, inputType: string, data: string | null) {
  const event = new InputEvent("beforeinput", { inputType, data, bubbles: true, cancelable: true });
  act(() => {
    input.dispatchEvent(event);
  });
  if (event.defaultPrevented) return;
  const end = input.selectionEnd ?? input.value.length;
  const isDeletion = data === null;
  const start =
    isDeletion && input.selectionStart === end ? Math.max(end - 1, 0) : (input.selectionStart ?? end);
  // the browser's own edit, past React's value tracking (as `input.value = …` would not be)
  const edited = input.value.slice(0, start) + (data ?? "") + input.value.slice(end);
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, edited);
  const caret = start + (data ?? "").length;
  input.setSelectionRange(caret, caret);
  act(() => {
    input.dispatchEvent(new InputEvent("input", { inputType, data, bubbles: true }));
  });
}

const insert = (input: HTMLInputElement, data: string, inputType = "insertText") =>
  edit(input, inputType, data);
const backspace = (input: HTMLInputElement) => edit(input, "deleteContentBackward", null);

/** Chrome's autofill: the whole value at once and an `input` event, with no `beforeinput`. */
function autofill(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
  act(() => {
    input.dispatchEvent(new InputEvent("input", { bubbles: true }));
  });
}

function typeKeys(input: HTMLInputElement, keys: string) {
  for (const key of keys) insert(input, key);
}

describe("PhoneInput", () => {
  it("keeps every key typed back to back, with no wait between them", () => {
    const input = render();
    typeKeys(input, "9123456789");
    expect(input.value).toBe(PHONE);
  });

  it("reads a typed 8 or 7 and a pasted +7 as the country prefix, by the domain's rules", () => {
    for (const keys of ["89123456789", "79123456789", "+79123456789"]) {
      const input = render();
      typeKeys(input, keys);
      expect(input.value, keys).toBe(PHONE);
      act(() => mounted.root.render(null));
    }
    const input = render();
    insert(input, "+7 912 345-67-89", "insertFromPaste");
    expect(input.value).toBe(PHONE);
  });

  it("reads an autofilled number by the same rules", () => {
    for (const value of ["89123456789", "+79123456789", "+7 912 345-67-89", "+7 (912) 345-67-89"]) {
      const input = render();
      autofill(input, value);
      expect(input.value, value).toBe(PHONE);
      act(() => mounted.root.render(null));
    }
  });

  it("refuses a first digit that is not a code (0) and letters anywhere", () => {
    const input = render();
    typeKeys(input, "0");
    expect(input.value).toBe("");
    typeKeys(input, "912a3");
    expect(input.value).toBe("+7 (912) 3");
  });

  it("refuses an edit that would move a digit that is not a code to the front", () => {
    const input = render({ value: "+7 (981) 234 56 78" });
    act(() => input.setSelectionRange(5, 5));
    backspace(input);
    expect(input.value).toBe("+7 (981) 234 56 78");
    act(() => input.setSelectionRange(6, 6));
    backspace(input);
    expect(input.value).toBe("+7 (912) 345 67 8");
  });

  it("stops at ten digits and is empty again once every digit is erased", () => {
    const input = render();
    typeKeys(input, "91234567890");
    expect(input.value).toBe(PHONE);
    input.value = "+7 (9";
    input.setSelectionRange(5, 5);
    backspace(input);
    expect(input.value).toBe("");
  });

  it("tells the form about each change (onChange) and formats a starting value", () => {
    const changes: string[] = [];
    const input = render({ value: "79123456789", onChange: (e) => changes.push(e.target.value) });
    expect(input.value).toBe(PHONE);
    act(() => input.setSelectionRange(PHONE.length, PHONE.length));
    backspace(input);
    expect(input.value).toBe("+7 (912) 345 67 8");
    typeKeys(input, "0");
    expect(changes).toEqual(["+7 (912) 345 67 8", PHONE.replace(/9$/, "0")]);
  });
});
