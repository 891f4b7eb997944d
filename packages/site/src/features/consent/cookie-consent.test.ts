import { describe, expect, it } from "vitest";
import { documentCookies } from "../start-order/browser-cookies.ts";
import {
  COOKIE_POPUP_PENDING_ATTRIBUTE,
  COOKIE_POPUP_PENDING_SCRIPT,
  needsCookieConsent,
} from "./cookie-consent.ts";

/** Runs the head's script, as the browser does before the first paint, on a document with `cookie`. */
function headScriptMarks(cookie: string): boolean {
  const marked = new Set<string>();
  const doc = { cookie, documentElement: { setAttribute: (name: string) => marked.add(name) } };
  new Function("document", COOKIE_POPUP_PENDING_SCRIPT)(doc);
  return marked.has(COOKIE_POPUP_PENDING_ATTRIBUTE);
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
