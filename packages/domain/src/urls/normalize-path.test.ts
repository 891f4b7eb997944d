import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizePath } from "./normalize-path.ts";

describe("normalizePath", () => {
  it("returns null for canonical paths", () => {
    expect(normalizePath("/")).toBeNull();
    expect(normalizePath("/catalog/linzy")).toBeNull();
    expect(normalizePath("/search?search=Linzy")).toBeNull();
  });
  it("lowercases, drops the trailing slash and keeps the query", () => {
    expect(normalizePath("/Catalog/Linzy")).toBe("/catalog/linzy");
    expect(normalizePath("/catalog/linzy/")).toBe("/catalog/linzy");
    expect(normalizePath("/Catalog/Linzy/?Sort=New")).toBe("/catalog/linzy?Sort=New");
  });
  it("keeps an order's hash as it is (a case-sensitive token) and lowercases the rest", () => {
    expect(normalizePath("/order/EoreL4iZzClW0RXa3VsGrQ")).toBeNull();
    expect(normalizePath("/order/success/EoreL4iZzClW0RXa3VsGrQ")).toBeNull();
    expect(normalizePath("/order/payment/cancel/EoreL4iZzClW0RXa3VsGrQ/")).toBe(
      "/order/payment/cancel/EoreL4iZzClW0RXa3VsGrQ",
    );
    expect(normalizePath("/Order/Payment/EoreL4iZzClW0RXa3VsGrQ")).toBe(
      "/order/payment/EoreL4iZzClW0RXa3VsGrQ",
    );
    expect(normalizePath("/checkout/process/Ab-_9")).toBeNull();
    expect(normalizePath("/order/Abc/Def")).toBe("/order/abc/def");
    expect(normalizePath("/Orders/Abc")).toBe("/orders/abc");
  });
  it("leaves percent-escapes alone: their hex digits are no capitals (a Cyrillic path got a needless 301)", () => {
    expect(normalizePath("/%D0%BF%D1%80%D0%B8%D0%B2%D0%B5%D1%82")).toBeNull();
    expect(normalizePath("/stat/%d0%bf")).toBeNull();
    expect(normalizePath("/Stat/%D0%9F%D1%80")).toBe("/stat/%D0%9F%D1%80");
    expect(normalizePath("/%D0%BF/")).toBe("/%D0%BF");
    expect(normalizePath("/A%2/B")).toBe("/a%2/b");
  });
  it("collapses slashes so that a path never turns into //host", () => {
    expect(normalizePath("//evil.com/")).toBe("/evil.com");
    expect(normalizePath("/\\evil.com")).toBe("/evil.com");
    expect(normalizePath("/a//b///")).toBe("/a/b");
    expect(normalizePath("relative")).toBe("/relative");
    expect(normalizePath("")).toBe("/");
  });
  it("is idempotent and local (law)", () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        const once = normalizePath(path) ?? path;
        const pathname = once.split("?")[0] ?? "";
        if (normalizePath(path) !== null) {
          expect(normalizePath(once)).toBeNull();
          expect(pathname.startsWith("/")).toBe(true);
          expect(pathname.startsWith("//")).toBe(false);
        }
      }),
    );
  });
});
