import { describe, expect, it } from "vitest";
import { sessionCookiesToSet } from "./session-cookie.ts";

const base = { cookieName: "sessionToken", maxAgeSeconds: 5_184_000 };

describe("sessionCookiesToSet", () => {
  it("passes the API's session cookie through and nothing else", () => {
    expect(
      sessionCookiesToSet({
        ...base,
        apiSetCookies: ["other=1; Path=/", "sessionToken=frntabc; Max-Age=5184000; Path=/"],
        sessionHeader: "frntabc",
        hadSession: false,
      }),
    ).toEqual(["sessionToken=frntabc; Max-Age=5184000; Path=/"]);
  });
  it("builds a 60-day cookie from the header for a new visitor", () => {
    expect(
      sessionCookiesToSet({ ...base, apiSetCookies: [], sessionHeader: "frntxyz", hadSession: false }),
    ).toEqual(["sessionToken=frntxyz; Max-Age=5184000; Path=/; SameSite=Lax"]);
  });
  it("leaves an existing session alone, even when the API minted one for the session-less config call", () => {
    expect(
      sessionCookiesToSet({ ...base, apiSetCookies: [], sessionHeader: "frntxyz", hadSession: true }),
    ).toEqual([]);
    expect(
      sessionCookiesToSet({
        ...base,
        apiSetCookies: ["sessionToken=frntnew; Max-Age=5184000; Path=/"],
        sessionHeader: "frntnew",
        hadSession: true,
      }),
    ).toEqual([]);
  });
});
