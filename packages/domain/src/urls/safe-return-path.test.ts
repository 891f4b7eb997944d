import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./safe-return-path.ts";

describe("safeReturnPath", () => {
  it.each([
    "/",
    "/profile",
    "/profile/zapis?tab=2#top",
    "/search?search=%D0%BB%D0%B8%D0%BD%D0%B7%D1%8B",
    "/search?search=линзы",
    "/catalog/linzy/f/brand=acuvue",
  ])("keeps the local path %j", (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });
  it.each([
    undefined,
    null,
    42,
    { href: "/profile" },
    "",
    "profile",
    "//evil.com",
    "///evil.com",
    "/\\evil.com",
    "\\\\evil.com",
    "http://evil.com",
    "https:evil.com",
    "javascript:alert(1)",
    " /profile",
    "/\t/evil.com",
    "/\n/evil.com",
    "/%2F%2Fevil.com",
    "/%2fevil.com",
    "%2F%2Fevil.com",
    "/%5Cevil.com",
    "/%255Cevil.com",
    "/%E0%A4%A",
    "/／evil.com",
    "/＼evil.com",
    "/\u2215evil.com",
    "/..//evil.com",
    "/a/../..//evil.com",
    "/a b",
    `/${"a".repeat(3000)}`,
  ])("rejects %j", (candidate) => {
    expect(safeReturnPath(candidate)).toBe("/");
  });
  it("never lets a non-local URL through (law)", () => {
    const tricky = fc.constantFrom(
      "/",
      "\\",
      "%2F",
      "%5C",
      "%25",
      "／",
      ":",
      ".",
      "..",
      "\t",
      "evil.com",
      "http:",
      "a",
    );
    const candidates = fc.oneof(
      fc.string(),
      fc.array(tricky, { maxLength: 8 }).map((parts) => parts.join("")),
      fc.webUrl(),
    );
    fc.assert(
      fc.property(candidates, (candidate) => {
        const result = safeReturnPath(candidate);
        expect(result === "/" || result === candidate).toBe(true);
        const resolved = new URL(result, "https://shop.example/");
        expect(resolved.origin).toBe("https://shop.example");
        expect(resolved.pathname.startsWith("//")).toBe(false);
        expect(decodeURIComponent(result).startsWith("//")).toBe(false);
      }),
      { numRuns: 1500 },
    );
  }, 30_000);
});
