import { describe, expect, it } from "vitest";
import { buildForwardHeaders, parseCookies, requestHost } from "./forward-headers.ts";

describe("parseCookies", () => {
  it("reads name=value pairs, first one wins, decodes values", () => {
    expect(parseCookies('a=1; b=x%20y; a=2; broken; c="q"')).toEqual({ a: "1", b: "x y", c: "q" });
  });
  it("keeps a value that is not valid URI encoding", () => {
    expect(parseCookies("a=%E0%A4%A")).toEqual({ a: "%E0%A4%A" });
  });
  it("is empty without a header", () => {
    expect(parseCookies(null)).toEqual({});
  });
});

describe("buildForwardHeaders", () => {
  it("forwards session, bearer token, city, host and client address", () => {
    const headers = new Headers({
      cookie: "sessionToken=frnt123; authToken=tok; city_id=7; other=1",
      host: "ekb.localhost:3000",
      "x-forwarded-for": "10.0.0.1, 127.0.0.1",
      "user-agent": "UA",
    });
    expect(buildForwardHeaders(headers)).toEqual({
      "x-session-token": "frnt123",
      authorization: "Bearer tok",
      "x-city-id": "7",
      "x-forwarded-host": "ekb.localhost:3000",
      "x-forwarded-for": "10.0.0.1, 127.0.0.1",
      "user-agent": "UA",
    });
  });
  it("forwards no session and no bearer token for shared data, the city and host still", () => {
    const headers = new Headers({
      cookie: "sessionToken=frnt123; authToken=tok; city_id=7",
      host: "ekb.localhost:3000",
    });
    expect(buildForwardHeaders(headers, { shared: true })).toEqual({
      "x-city-id": "7",
      "x-forwarded-host": "ekb.localhost:3000",
    });
  });
  it("prefers x-forwarded-host over Host and states the default city for a non-numeric cookie", () => {
    const headers = new Headers({
      host: "127.0.0.1:3000",
      "x-forwarded-host": "jj.shop.ru, proxy",
      cookie: "city_id=abc",
    });
    expect(buildForwardHeaders(headers)).toEqual({ "x-forwarded-host": "jj.shop.ru", "x-city-id": "1" });
  });
  it("states only the default city for a bare request (the session never picks the city)", () => {
    expect(buildForwardHeaders(new Headers())).toEqual({ "x-city-id": "1" });
    expect(buildForwardHeaders(new Headers({ cookie: "sessionToken=frnt1; city_id=0" }))).toEqual({
      "x-session-token": "frnt1",
      "x-city-id": "1",
    });
  });
  it("forwards no session or bearer token a header cannot carry (a NUL, CR/LF, a character above U+00FF once decoded)", () => {
    for (const cookie of [
      "sessionToken=%00; authToken=a%0D%0Ab",
      "sessionToken=frnt%0A1; authToken=%E2%82%AC",
      "sessionToken=frnt 1; authToken=tok%3Bx",
    ]) {
      const out = buildForwardHeaders(new Headers({ cookie }));
      expect(out, cookie).toEqual({ "x-city-id": "1" });
      expect(() => new Headers(out), cookie).not.toThrow();
    }
  });
});

describe("requestHost", () => {
  it("falls back to Host", () => {
    expect(requestHost(new Headers({ host: "localhost:3000" }))).toBe("localhost:3000");
  });
});
