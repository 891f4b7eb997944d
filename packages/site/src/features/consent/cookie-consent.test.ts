import { describe, expect, it } from "vitest";
import { documentCookies } from "../start-order/browser-cookies.ts";
import {
  acceptedBeforeHydration,
  COOKIE_POPUP_PENDING_ATTRIBUTE,
  COOKIE_POPUP_PENDING_SCRIPT,
  needsCookieConsent,
} from "./cookie-consent.ts";

/**
 * A document of the popup's markup (as the server renders it, in a `<div>` for the slot) and a
 * link, whose cookie is `cookie`, after the head's script ran on it as the browser does before the
 * first paint. Its listeners are removed by `cleanup`.
 */
function documentAfterHeadScript(cookie: string) {
  const listeners: Array<(event: Event) => void> = [];
  document.documentElement.removeAttribute(COOKIE_POPUP_PENDING_ATTRIBUTE);
  document.documentElement.removeAttribute("data-cookie-popup-accepted");
  document.body.innerHTML =
    '<a href="#x">Линзы</a><div><section data-cookie-popup=""><p>Мы используем файлы cookie</p><button type="button"><span>Принять</span></button></section></div>';
  const doc = {
    cookie,
    documentElement: document.documentElement,
    addEventListener: (type: string, listener: (event: Event) => void) => {
      document.addEventListener(type, listener);
      listeners.push(listener);
    },
  };
  new Function("document", COOKIE_POPUP_PENDING_SCRIPT)(doc);
  return {
    root: document.documentElement,
    click: (selector: string) => document.querySelector<HTMLElement>(selector)?.click(),
    cleanup: () => {
      for (const listener of listeners) document.removeEventListener("click", listener);
    },
  };
}

function headScriptMarks(cookie: string): boolean {
  const page = documentAfterHeadScript(cookie);
  page.cleanup();
  return page.root.hasAttribute(COOKIE_POPUP_PENDING_ATTRIBUTE);
}

describe("the head's cookie popup script", () => {
  it("marks the document exactly when needsCookieConsent would show the popup", () => {
    const cases: Array<[string, boolean]> = [
      ["", true],
      ["city_id=3; device_uuid=abc", true],
      ["cookies_accepted=1", false],
      ["city_id=3; cookies_accepted=1", false],
      ["city_id=3;cookies_accepted=", false],
      // names that only contain it are other cookies
      ["x_cookies_accepted=1; cookies_accepted_x=1", true],
    ];
    for (const [cookie, shows] of cases) {
      expect(headScriptMarks(cookie), cookie).toBe(shows);
      expect(needsCookieConsent(documentCookies({ cookie } as Document)), cookie).toBe(shows);
    }
  });
});

describe("a tap on 'Принять' before the page's modules ran", () => {
  it("hides the popup at once and records the answer for the hydrated page", () => {
    const page = documentAfterHeadScript("city_id=3");
    page.click("a");
    expect(page.root.hasAttribute(COOKIE_POPUP_PENDING_ATTRIBUTE)).toBe(true);
    expect(acceptedBeforeHydration(page.root)).toBe(false);
    // the tap lands on the button's text
    page.click("[data-cookie-popup] span");
    expect(page.root.hasAttribute(COOKIE_POPUP_PENDING_ATTRIBUTE)).toBe(false);
    expect(acceptedBeforeHydration(page.root)).toBe(true);
    page.cleanup();
  });

  it("is not listened for when the shopper accepted on an earlier page", () => {
    const page = documentAfterHeadScript("cookies_accepted=1");
    page.click("[data-cookie-popup] button");
    expect(acceptedBeforeHydration(page.root)).toBe(false);
    page.cleanup();
  });
});
