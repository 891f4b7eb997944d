import { describe, expect, it } from "vitest";
import { isOriginFormTarget, isValidHost } from "./request-guards.ts";

describe("isValidHost", () => {
  it("accepts names, IPv4 and IPv6 literals with an optional port", () => {
    for (const host of [
      "localhost",
      "localhost:4000",
      "ekb.localhost:3000",
      "127.0.0.1:4000",
      "[::1]:4000",
      "a_b.example",
    ])
      expect(isValidHost(host), host).toBe(true);
  });
  it("refuses anything else", () => {
    for (const host of [
      "",
      "evil example",
      "evil.example/x",
      "a@b",
      "<script>",
      "a..b",
      "host:port",
      ":80",
      "[::1",
    ])
      expect(isValidHost(host), host).toBe(false);
  });
});

describe("isOriginFormTarget", () => {
  it("accepts paths", () => {
    expect(isOriginFormTarget("/catalog/linzy?x=//y")).toBe(true);
    expect(isOriginFormTarget("/")).toBe(true);
  });
  it("refuses *, absolute-form, //host, backslashes and control characters", () => {
    for (const url of [
      "*",
      "http://evil.example/",
      "//evil.example/x",
      "/\\evil.example/",
      "/a\u0000b",
      "/a\tb",
    ])
      expect(isOriginFormTarget(url), url).toBe(false);
  });
});
